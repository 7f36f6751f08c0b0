// SQL for plots. Filters map onto the indexes of the schema: statut/categorie/prix/surface btrees and
// one trigram index over an accent-free search column.
import { and, asc, count, desc, eq, gte, like, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { ParcelleFilters } from '@parcelles/shared/contracts/parcelles';
import { toCents } from '@parcelles/shared/domain';
import type { Database, Executor } from '../../db/client';
import { parcelleImages, parcelles, settings } from '../../db/schema/index';
import type { StoredImage } from '../../lib/photos';

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

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

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

/**
 * A plot's pictures in display order, as one JSON array per row (id, storage key, sizes). The
 * outer id is written qualified: Drizzle renders columns unqualified in a single-table select, and
 * a bare "id" here would name the picture's own id.
 */
export const plotImagesJson = sql<StoredImage[] | null>`(
  select json_agg(json_build_object(
    'id', ${parcelleImages.id}, 'cle', ${parcelleImages.cle}, 'variantes', ${parcelleImages.variantes}
  ) order by ${parcelleImages.ordre})
  from ${parcelleImages} where ${parcelleImages.parcelleId} = "parcelles"."id"
)`;

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

const plotColumns = {
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
  createdAt: parcelles.createdAt,
  updatedAt: parcelles.updatedAt,
  images: plotImagesJson,
};

export type ParcelleRow = NonNullable<Awaited<ReturnType<typeof findParcelleById>>>;

export type PlotSort = 'newest' | 'prix' | 'surface' | 'numeroLot' | 'statut';

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
  // Newest first unless asked otherwise; prices and surfaces ascending unless asked otherwise.
  const descending = ordre ? ordre === 'desc' : sort === 'newest';
  return [descending ? desc(column) : asc(column), asc(parcelles.numeroLot)];
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
