// SQL for plots. Filters map onto the indexes of the schema: statut/categorie/prix/surface btrees and
// one trigram index over an accent-free search column.
import { and, asc, count, desc, eq, gte, inArray, like, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { ParcelleFilters, PlotSort } from '@parcelles/shared/contracts/parcelles';
import { toCents } from '@parcelles/shared/domain';
import type { Database, Executor } from '../../db/client';
import { parcelleImages, parcelles, reservations, settings } from '../../db/schema/index';
import type { StoredImage } from '../../lib/photos';
import { plotImagesJson } from '../../db/plot-images';
import { escapeLike } from '../../lib/sql-like';

/** Lower-case without accents, so 'Kasai' finds 'Kasaï' and 'ELODIE' finds 'Élodie'. */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

export function searchText(plot: {
  numeroLot: string;
  adresse?: string | null;
  description?: string | null;
}): string {
  return normalizeForSearch([plot.numeroLot, plot.adresse ?? '', plot.description ?? ''].join(' '));
}

function whereOf(f: ParcelleFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    f.statut ? eq(parcelles.statut, f.statut) : undefined,
    f.categorie ? eq(parcelles.categorie, f.categorie) : undefined,
    f.minPrix !== undefined ? gte(parcelles.prixCents, toCents(f.minPrix)) : undefined,
    f.maxPrix !== undefined ? lte(parcelles.prixCents, toCents(f.maxPrix)) : undefined,
    f.minSurface !== undefined ? gte(parcelles.surface, f.minSurface) : undefined,
    f.maxSurface !== undefined ? lte(parcelles.surface, f.maxSurface) : undefined,
    f.search ? like(parcelles.recherche, `%${escapeLike(normalizeForSearch(f.search))}%`) : undefined,
    f.numeroLot
      ? like(sql`lower(${parcelles.numeroLot})`, `%${escapeLike(f.numeroLot.toLowerCase())}%`)
      : undefined,
  ];
  return and(...conditions);
}

/** The cover alone (the map draws every plot: no need for the others) and the number of pictures. */
const coverJson = sql<StoredImage | null>`(
  select json_build_object(
    'id', ${parcelleImages.id}, 'cle', ${parcelleImages.cle}, 'variantes', ${parcelleImages.variantes}
  )
  from ${parcelleImages} where ${parcelleImages.parcelleId} = "parcelles"."id"
  order by ${parcelleImages.ordre} limit 1
)`;
const imageCount = sql<number>`(
  select count(*)::int from ${parcelleImages} where ${parcelleImages.parcelleId} = "parcelles"."id"
)`;

/** A plot's own fields, as every read of one needs them. */
const plotFields = {
  id: parcelles.id,
  numeroLot: parcelles.numeroLot,
  reference: parcelles.reference,
  surface: parcelles.surface,
  prixCents: parcelles.prixCents,
  statut: parcelles.statut,
  categorie: parcelles.categorie,
  adresse: parcelles.adresse,
  localisation: parcelles.localisation,
  description: parcelles.description,
  positionX: parcelles.positionX,
  positionY: parcelles.positionY,
};

const plotColumns = {
  ...plotFields,
  createdAt: parcelles.createdAt,
  updatedAt: parcelles.updatedAt,
  images: plotImagesJson,
};

export type ParcelleRow = NonNullable<Awaited<ReturnType<typeof findParcelleById>>>;

export interface PageRequest {
  sort: PlotSort;
  ordre: 'asc' | 'desc' | undefined;
  offset: number;
  limit: number;
}

function orderOf(sort: PlotSort, ordre: 'asc' | 'desc' | undefined): SQL[] {
  const column = {
    newest: parcelles.createdAt,
    prix: parcelles.prixCents,
    surface: parcelles.surface,
    numeroLot: parcelles.numeroLot,
    statut: parcelles.statut,
  }[sort];
  // Newest first unless asked otherwise; everything else ascending unless asked otherwise.
  const descending = ordre ? ordre === 'desc' : sort === 'newest';
  return [descending ? desc(column) : asc(column), asc(parcelles.numeroLot), asc(parcelles.id)];
}

export async function findParcelles(db: Database, filters: ParcelleFilters, page: PageRequest) {
  const where = whereOf(filters);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(plotColumns)
      .from(parcelles)
      .where(where)
      .orderBy(...orderOf(page.sort, page.ordre))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(parcelles).where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

/** The plots a buyer owns (DESIGN.md §4: sold to them once their validated payments reach the price). */
export async function findOwnedBy(db: Database, userId: string) {
  return db
    .select(plotColumns)
    .from(parcelles)
    .where(eq(parcelles.proprietaireId, userId))
    .orderBy(asc(parcelles.numeroLot));
}

export async function findParcelleById(db: Database, id: string) {
  const [row] = await db.select(plotColumns).from(parcelles).where(eq(parcelles.id, id));
  return row;
}

export async function findCards(
  db: Database,
  filters: ParcelleFilters & { excludeId?: string },
  limit: number | undefined,
  descriptionLength: number,
) {
  const where = and(
    whereOf(filters),
    filters.excludeId ? sql`${parcelles.id} <> ${filters.excludeId}` : undefined,
  );
  const query = db
    .select({
      id: parcelles.id,
      numeroLot: parcelles.numeroLot,
      statut: parcelles.statut,
      categorie: parcelles.categorie,
      positionX: parcelles.positionX,
      positionY: parcelles.positionY,
      prixCents: parcelles.prixCents,
      surface: parcelles.surface,
      adresse: parcelles.adresse,
      description: sql<string | null>`left(${parcelles.description}, ${descriptionLength + 1})`,
      cover: coverJson,
      imageCount,
    })
    .from(parcelles)
    .where(where)
    .orderBy(asc(parcelles.numeroLot));
  return limit === undefined ? query : query.limit(limit);
}

export async function getStatsRows(db: Database) {
  return db
    .select({
      statut: parcelles.statut,
      categorie: parcelles.categorie,
      n: count(),
      surfaceTotale: sql<string>`coalesce(sum(${parcelles.surface}), 0)`,
      prixSommeCents: sql<string>`coalesce(sum(${parcelles.prixCents}), 0)`,
      prixMinCents: sql<string | null>`min(${parcelles.prixCents})`,
      prixMaxCents: sql<string | null>`max(${parcelles.prixCents})`,
      surfaceMin: sql<string | null>`min(${parcelles.surface})`,
      surfaceMax: sql<string | null>`max(${parcelles.surface})`,
    })
    .from(parcelles)
    .groupBy(parcelles.statut, parcelles.categorie);
}

/** Bumped by a trigger in the same transaction as any plot change (migration 0002). */
export async function getCatalogueVersion(db: Database): Promise<string> {
  const [row] = await db
    .select({ valeur: settings.valeur })
    .from(settings)
    .where(eq(settings.cle, 'catalogue_version'));
  return String(row?.valeur ?? 0);
}

export async function getSitePlanSetting(db: Database): Promise<{ image: string } | undefined> {
  const [row] = await db.select({ valeur: settings.valeur }).from(settings).where(eq(settings.cle, 'plan'));
  return row?.valeur as { image: string } | undefined;
}

/** Locks the plot for the rest of the transaction: concurrent reservations of it queue here. */
export async function lockPlot(db: Executor, parcelleId: string) {
  const [row] = await db
    .select({
      id: parcelles.id,
      statut: parcelles.statut,
      prixCents: parcelles.prixCents,
      numeroLot: parcelles.numeroLot,
    })
    .from(parcelles)
    .where(eq(parcelles.id, parcelleId))
    .for('update');
  return row;
}

/** The plot's lot number, as notifications and mails quote it; '' when the plot is gone. */
export async function findLotNumber(db: Executor, parcelleId: string): Promise<string> {
  const [row] = await db
    .select({ numeroLot: parcelles.numeroLot })
    .from(parcelles)
    .where(eq(parcelles.id, parcelleId));
  return row?.numeroLot ?? '';
}

/** The only writer of a plot's status: reservations hold and free it through here. */
export async function setPlotStatus(db: Executor, parcelleId: string, statut: string): Promise<void> {
  await db.update(parcelles).set({ statut, updatedAt: new Date() }).where(eq(parcelles.id, parcelleId));
}

/** DESIGN §4: the plot is sold to the buyer once validated payments reach the price. */
/** Sells the plot to its buyer; false when it was already sold (nothing changes). */
export async function sellPlot(db: Executor, parcelleId: string, proprietaireId: string): Promise<boolean> {
  const rows = await db
    .update(parcelles)
    .set({ statut: 'VENDUE', proprietaireId, updatedAt: new Date() })
    .where(and(eq(parcelles.id, parcelleId), ne(parcelles.statut, 'VENDUE')))
    .returning({ id: parcelles.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// The staff's writes (issue 11, ADR 011). Lot numbers are compared without letter case, as the
// unique index `parcelles_numero_lot_key` on lower(numero_lot) does.

/** What staff edit of a plot, in storage units (cents, grid integers). */
export interface PlotValues {
  numeroLot: string;
  reference: string | null;
  surface: number;
  prixCents: number;
  statut: string;
  categorie: string | null;
  adresse: string | null;
  localisation: string | null;
  description: string | null;
  positionX: number;
  positionY: number;
}

const editableColumns = {
  ...plotFields,
  /** A reservation waiting or validated holds the plot (and fixes the price the buyer owes). */
  reservationActive: sql<boolean>`exists (
    select 1 from ${reservations} where ${reservations.parcelleId} = "parcelles"."id"
    and ${reservations.statut} in ('EN_ATTENTE', 'VALIDEE'))`,
};

export type EditablePlot = PlotValues & { id: string; reservationActive: boolean };

const withSearch = (values: PlotValues) => ({ ...values, recherche: searchText(values) });

/** The plot as staff edit it, locked for the rest of the transaction (as reservations lock it). */
export async function lockEditablePlot(db: Executor, id: string): Promise<EditablePlot | undefined> {
  const [row] = await db.select(editableColumns).from(parcelles).where(eq(parcelles.id, id)).for('update');
  return row;
}

/** The plots holding any of these lot numbers (any letter case), optionally locked. */
export async function findEditableByLots(
  db: Executor,
  lots: string[],
  { lock }: { lock: boolean },
): Promise<EditablePlot[]> {
  if (lots.length === 0) return [];
  const lower = lots.map((lot) => lot.toLowerCase());
  const query = db
    .select(editableColumns)
    .from(parcelles)
    .where(inArray(sql`lower(${parcelles.numeroLot})`, lower));
  return lock ? query.for('update') : query;
}

/** The id of the plot holding this lot number (any letter case), if any. */
export async function findIdByLot(db: Executor, numeroLot: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: parcelles.id })
    .from(parcelles)
    .where(sql`lower(${parcelles.numeroLot}) = ${numeroLot.toLowerCase()}`);
  return row?.id;
}

/** The plots holding any of these references: `{ id, reference }`. */
export async function findByReferences(db: Executor, references: string[]) {
  if (references.length === 0) return [];
  return db
    .select({ id: parcelles.id, reference: parcelles.reference })
    .from(parcelles)
    .where(inArray(parcelles.reference, references));
}

export async function insertPlot(db: Executor, values: PlotValues): Promise<string> {
  const [row] = await db.insert(parcelles).values(withSearch(values)).returning({ id: parcelles.id });
  return row!.id;
}

export async function updatePlot(db: Executor, id: string, values: PlotValues, now: Date): Promise<void> {
  await db
    .update(parcelles)
    .set({ ...withSearch(values), updatedAt: now })
    .where(eq(parcelles.id, id));
}

/** Rows per statement of a batch: 12 parameters each, well under PostgreSQL's 65,535. */
const BATCH = 1000;

function chunks<T>(items: T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Inserts many plots, a thousand per statement; their ids in the same order. */
export async function insertPlots(db: Executor, rows: PlotValues[]): Promise<string[]> {
  const ids: string[] = [];
  for (const chunk of chunks(rows)) {
    const inserted = await db
      .insert(parcelles)
      .values(chunk.map(withSearch))
      .returning({ id: parcelles.id, numeroLot: parcelles.numeroLot });
    // RETURNING follows the VALUES order in practice, but nothing promises it: match by lot.
    const byLot = new Map(inserted.map((row) => [row.numeroLot, row.id]));
    for (const row of chunk) ids.push(byLot.get(row.numeroLot)!);
  }
  return ids;
}

/** Rewrites many plots, a thousand per statement (UPDATE … FROM (VALUES …)). */
export async function updatePlots(
  db: Executor,
  rows: (PlotValues & { id: string })[],
  now: Date,
): Promise<void> {
  for (const chunk of chunks(rows)) {
    const values = sql.join(
      chunk.map((row) => {
        const r = withSearch(row);
        return sql`(${row.id}::uuid, ${r.numeroLot}::text, ${r.reference}::text, ${r.surface}::numeric,
          ${r.prixCents}::bigint, ${r.statut}::text, ${r.categorie}::text, ${r.adresse}::text,
          ${r.localisation}::text, ${r.description}::text, ${r.positionX}::int, ${r.positionY}::int,
          ${r.recherche}::text)`;
      }),
      sql`, `,
    );
    await db.execute(sql`
      update ${parcelles} set
        numero_lot = v.numero_lot, reference = v.reference, surface = v.surface,
        prix_cents = v.prix_cents, statut = v.statut, categorie = v.categorie, adresse = v.adresse,
        localisation = v.localisation, description = v.description, position_x = v.position_x,
        position_y = v.position_y, recherche = v.recherche, updated_at = ${now}
      from (values ${values}) as v(id, numero_lot, reference, surface, prix_cents, statut, categorie,
        adresse, localisation, description, position_x, position_y, recherche)
      where ${parcelles.id} = v.id`);
  }
}

/** Has the plot ever been reserved (and so, possibly, paid for)? Payments hang off reservations. */
export async function hasReservations(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(reservations).where(eq(reservations.parcelleId, id));
  return (row?.n ?? 0) > 0;
}

/**
 * Deletes the plot; its pictures' rows go with it (foreign key cascade). Answers the storage keys
 * those pictures used (originals and sizes), for the caller to remove once committed.
 */
export async function deletePlot(db: Executor, id: string): Promise<void> {
  await db.delete(parcelles).where(eq(parcelles.id, id));
}

const { id: _id, ...exportFields } = plotFields;

/** Every plot of the filtered set for an export, in lot order, without pictures. */
export async function findAllForExport(db: Database, filters: ParcelleFilters) {
  return db
    .select(exportFields)
    .from(parcelles)
    .where(whereOf(filters))
    .orderBy(asc(parcelles.numeroLot), asc(parcelles.id));
}

export async function plotExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: parcelles.id }).from(parcelles).where(eq(parcelles.id, id));
  return row !== undefined;
}
