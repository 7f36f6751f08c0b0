// SQL for reservations, the only writer of their table: the lists with their plot, buyer and
// payments, the row lock of one reservation and the sweeper's claims.
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  like,
  lte,
  gt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { addDays, legacyReferenceSuffix, lubumbashiDay, type EtapeVente } from '@parcelles/shared/domain';
import type { Executor } from '../../db/client';
import { brokenConstraint } from '../../lib/database-errors';
import { echeances, paiements, parcelles, reservations, users } from '../../db/schema/index';
import { plotImagesJson } from '../../db/plot-images';
import { holdPausedFor } from '../../db/payment-state';
import { atStage, holdEndingBetween, paidInFullBetween } from '../../db/sales-pipeline';
import { escapeLike } from '../../lib/sql-like';

export type ReservationRow = typeof reservations.$inferSelect;

export async function countRunningHolds(db: Executor, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reservations)
    .where(
      and(
        eq(reservations.userId, userId),
        eq(reservations.statut, 'EN_ATTENTE'),
        gt(reservations.dateExpiration, now),
      ),
    );
  return row?.n ?? 0;
}

export async function findActiveForPlot(db: Executor, parcelleId: string) {
  const [row] = await db
    .select()
    .from(reservations)
    .where(
      and(eq(reservations.parcelleId, parcelleId), inArray(reservations.statut, ['EN_ATTENTE', 'VALIDEE'])),
    )
    .for('update');
  return row;
}

const REFERENCE_ATTEMPTS = 5;

/**
 * Inserts the reservation under a fresh random reference. A collision (one in a billion per
 * reference taken) draws again; each attempt runs in a savepoint, so it leaves the caller's
 * transaction usable.
 */
export async function insertReservation(
  db: Executor,
  values: Omit<typeof reservations.$inferInsert, 'reference'>,
  newReference: () => string,
) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (savepoint) => {
        const [row] = await savepoint
          .insert(reservations)
          .values({ ...values, reference: newReference() })
          .returning();
        return row!;
      });
    } catch (err) {
      if (attempt >= REFERENCE_ATTEMPTS || brokenConstraint(err) !== 'reservations_reference_key') throw err;
    }
  }
}

export async function updateReservation(
  db: Executor,
  id: string,
  patch: Partial<Pick<ReservationRow, 'statut' | 'commentaireAdmin' | 'dateExpiration' | 'rappelEnvoyeLe'>>,
) {
  const [row] = await db
    .update(reservations)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(reservations.id, id))
    .returning();
  return row!;
}

export async function findById(db: Executor, id: string, { lock = false } = {}) {
  const query = db.select().from(reservations).where(eq(reservations.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** The reservation, row-locked until the transaction ends; undefined when it does not exist. */
export const lockReservation = (db: Executor, id: string) => findById(db, id, { lock: true });

export interface ListFilters {
  /** The clock's instant: a pending hold past it reads as expired. */
  now: Date;
  userId?: string;
  statut?: string | undefined;
  search?: string | undefined;
  /** Running holds ending within this many hours. */
  expireDansHeures?: number | undefined;
  /** A part of the buyer's (account or contact) name or e-mail. */
  acheteur?: string | undefined;
  /** A part of the lot number. */
  lot?: string | undefined;
  /** Only the reservations flagged late: an instalment unpaid `overdueDays` past due (ADR 015). */
  enRetard?: { overdueDays: number } | undefined;
  /** Issue 25 (ADR 045): the running reservations at this stage of the sales pipeline. */
  etape?: EtapeVente | undefined;
  /** Running holds ending from `now` to this instant, excluded (the end of the week). */
  expireAvant?: Date | undefined;
  /** Sales paid in full within [from, to) (a month). */
  venduEntre?: { from: Date; to: Date } | undefined;
}

export type ListSort = 'dateReservation' | 'dateExpiration' | 'lot' | 'montant';

const contains = (text: string) => `%${escapeLike(text)}%`;

// A proof awaiting review, or a complement awaited (ADR 016), pauses the expiry (DESIGN.md §4):
// such a hold still reads EN_ATTENTE.
const underReview = holdPausedFor(sql`${reservations.id}`);

/**
 * A VALIDEE reservation is late when the instalments due on or before (today - N days), today a day
 * in Lubumbashi, add up to more than its validated payments: payments go to the oldest instalment
 * first, so that is "its oldest unpaid instalment is N days past due", the rule of the views.
 */
function lateCondition(now: Date, overdueDays: number): SQL {
  const limit = addDays(lubumbashiDay(now), -overdueDays);
  return and(
    eq(reservations.statut, 'VALIDEE'),
    sql`(select coalesce(sum(${echeances.montantCents}), 0) from ${echeances}
      where ${echeances.reservationId} = ${reservations.id} and ${echeances.dateEcheance} <= ${limit}::date)
      > (select coalesce(sum(${paiements.montantCents}), 0) from ${paiements}
      where ${paiements.reservationId} = ${reservations.id} and ${paiements.statut} = 'VALIDE')`,
  )!;
}

function whereOf(f: ListFilters): SQL | undefined {
  // 'EXPIREE' also matches pending holds past their date that the sweeper has not reached yet.
  const statut =
    f.statut === 'EXPIREE'
      ? or(
          eq(reservations.statut, 'EXPIREE'),
          and(
            eq(reservations.statut, 'EN_ATTENTE'),
            lte(reservations.dateExpiration, f.now),
            sql`not ${underReview}`,
          ),
        )
      : f.statut === 'EN_ATTENTE'
        ? and(eq(reservations.statut, 'EN_ATTENTE'), or(gt(reservations.dateExpiration, f.now), underReview))
        : f.statut
          ? eq(reservations.statut, f.statut)
          : undefined;
  // Spec §2: over lot number and address; and the reservation's reference, which buyers quote,
  // in either form (DESIGN.md §4): the short one, or the spec's first 'RES-' + the id's end.
  const legacy = f.search ? legacyReferenceSuffix(f.search) : null;
  const search = f.search
    ? or(
        ilike(parcelles.numeroLot, contains(f.search)),
        ilike(parcelles.adresse, contains(f.search)),
        ilike(reservations.reference, contains(f.search)),
        legacy ? like(sql`${reservations.id}::text`, `%${legacy}`) : undefined,
      )
    : undefined;
  const expiring =
    f.expireDansHeures !== undefined
      ? holdEndingBetween(f.now, new Date(f.now.getTime() + f.expireDansHeures * 3_600_000), {
          inclusive: true,
        })
      : undefined;
  const expiringBefore = f.expireAvant ? holdEndingBetween(f.now, f.expireAvant) : undefined;
  const stage = f.etape ? atStage(f.etape, f.now) : undefined;
  const sold = f.venduEntre
    ? and(atStage('vendu', f.now), paidInFullBetween(f.venduEntre.from, f.venduEntre.to))
    : undefined;
  const acheteur = f.acheteur
    ? or(
        ilike(users.nom, contains(f.acheteur)),
        ilike(users.email, contains(f.acheteur)),
        ilike(reservations.contactNom, contains(f.acheteur)),
        ilike(reservations.contactEmail, contains(f.acheteur)),
      )
    : undefined;
  const lot = f.lot ? ilike(parcelles.numeroLot, contains(f.lot)) : undefined;
  const late = f.enRetard ? lateCondition(f.now, f.enRetard.overdueDays) : undefined;
  return and(
    late,
    f.userId ? eq(reservations.userId, f.userId) : undefined,
    statut,
    search,
    expiring,
    expiringBefore,
    stage,
    sold,
    acheteur,
    lot,
  );
}

const SORT_COLUMNS = {
  dateReservation: reservations.dateReservation,
  dateExpiration: reservations.dateExpiration,
  lot: parcelles.numeroLot,
  montant: reservations.montantTotalCents,
} as const;

/**
 * The sort asked for, then the id, so pages never overlap. Reservations without an expiry come
 * last either way; the other columns are never null, and are left plain so their indexes serve.
 */
function orderOf(sort: ListSort = 'dateReservation', direction: 'asc' | 'desc' = 'desc'): SQL[] {
  const by = direction === 'asc' ? asc : desc;
  const first = by(SORT_COLUMNS[sort]);
  return [sort === 'dateExpiration' ? sql`${first} nulls last` : first, by(reservations.id)];
}

const withPlotAndBuyer = {
  reservation: reservations,
  parcelle: {
    id: parcelles.id,
    numeroLot: parcelles.numeroLot,
    adresse: parcelles.adresse,
    surface: parcelles.surface,
    prixCents: parcelles.prixCents,
    statut: parcelles.statut,
    categorie: parcelles.categorie,
    description: parcelles.description,
    images: plotImagesJson,
  },
  acheteur: { id: users.id, nom: users.nom, email: users.email, telephone: users.telephone },
};

/** The count joins the tables a filter reads, and only those (both joins are on required keys). */
function countPage(db: Executor, filters: ListFilters, where: SQL | undefined) {
  let base = db.select({ n: count() }).from(reservations).$dynamic();
  if (filters.search || filters.lot)
    base = base.innerJoin(parcelles, eq(parcelles.id, reservations.parcelleId));
  if (filters.acheteur) base = base.innerJoin(users, eq(users.id, reservations.userId));
  return base.where(where);
}

export async function findPage(
  db: Executor,
  filters: ListFilters,
  page: { offset: number; limit: number; sort?: ListSort; direction?: 'asc' | 'desc' },
) {
  const where = whereOf(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select(withPlotAndBuyer)
      .from(reservations)
      .innerJoin(parcelles, eq(parcelles.id, reservations.parcelleId))
      .innerJoin(users, eq(users.id, reservations.userId))
      .where(where)
      .orderBy(...orderOf(page.sort, page.direction))
      .limit(page.limit)
      .offset(page.offset),
    countPage(db, filters, where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findFullById(db: Executor, id: string) {
  const [row] = await db
    .select(withPlotAndBuyer)
    .from(reservations)
    .innerJoin(parcelles, eq(parcelles.id, reservations.parcelleId))
    .innerJoin(users, eq(users.id, reservations.userId))
    .where(eq(reservations.id, id));
  return row;
}

export type FullReservationRow = NonNullable<Awaited<ReturnType<typeof findFullById>>>;

/** Per-status figures of a user's reservations (or all), for the summaries and the map counters. */
export async function summarize(db: Executor, now: Date, userId?: string) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const [row] = await db
    .select({
      total: count(),
      enAttente: sql<number>`count(*) filter (where ${reservations.statut} = 'EN_ATTENTE' and ${reservations.dateExpiration} > ${at})::int`,
      validees: sql<number>`count(*) filter (where ${reservations.statut} = 'VALIDEE')::int`,
      // The plots the buyer holds without owning them yet (the map's 'Réservées', issue 23): a live
      // hold, or a validated reservation still being paid. Once fully paid, the plot is owned and
      // counts in 'vendues' instead.
      detenues: sql<number>`count(*) filter (where (${reservations.statut} = 'EN_ATTENTE' and ${reservations.dateExpiration} > ${at})
        or (${reservations.statut} = 'VALIDEE' and not exists (select 1 from ${parcelles} p
          where p.id = "reservations"."parcelle_id" and p.proprietaire_id = "reservations"."user_id")))::int`,
      annulees: sql<number>`count(*) filter (where ${reservations.statut} = 'ANNULEE')::int`,
      expirees: sql<number>`count(*) filter (where ${reservations.statut} = 'EXPIREE' or (${reservations.statut} = 'EN_ATTENTE' and ${reservations.dateExpiration} <= ${at}))::int`,
      // The outer id is written qualified: in a select list Drizzle leaves columns bare, and a bare
      // "id" inside this subquery would be the payment's.
      // One definition of an acquired plot (DESIGN.md §4), the rule of 'Mes parcelles acquises'
      // (parcelles.repository findOwnedBy): the buyer owns it, which happens once it is fully paid.
      vendues: sql<number>`(select count(*) from ${parcelles} where ${
        userId ? sql`${parcelles.proprietaireId} = ${userId}` : sql`${parcelles.proprietaireId} is not null`
      })::int`,
      totalPayeCents: sql<string>`coalesce((select sum(${paiements.montantCents}) from ${paiements}
        where ${paiements.statut} = 'VALIDE' and ${paiements.reservationId} in (
          select r2.id from ${reservations} r2 where ${userId ? sql`r2.user_id = ${userId}` : sql`true`})), 0)`,
      montantValideCents: sql<string>`coalesce(sum(${reservations.montantTotalCents}) filter (where ${reservations.statut} = 'VALIDEE'), 0)`,
    })
    .from(reservations)
    .where(userId ? eq(reservations.userId, userId) : undefined);
  return row!;
}

export async function findAllForExport(
  db: Executor,
  filters: ListFilters,
  order: { sort?: ListSort; direction?: 'asc' | 'desc' } = {},
) {
  return db
    .select(withPlotAndBuyer)
    .from(reservations)
    .innerJoin(parcelles, eq(parcelles.id, reservations.parcelleId))
    .innerJoin(users, eq(users.id, reservations.userId))
    .where(whereOf(filters))
    .orderBy(...orderOf(order.sort, order.direction));
}

/**
 * Pending holds matching `due`, locked for this sweeper only: rows another instance holds are
 * skipped, not waited for, so two sweepers never handle one hold twice.
 */
function claimPending(db: Executor, due: SQL | undefined, limit: number) {
  return db
    .select()
    .from(reservations)
    .where(and(eq(reservations.statut, 'EN_ATTENTE'), due))
    .orderBy(asc(reservations.dateExpiration))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Pending holds past their date with no proof under review. */
export async function claimExpired(db: Executor, now: Date, limit: number) {
  return claimPending(
    db,
    and(
      lte(reservations.dateExpiration, now),
      // A proof under review, or one staff asked more about (ADR 016), pauses the expiry.
      sql`not ${holdPausedFor(sql`${reservations.id}`)}`,
    ),
    limit,
  );
}

/** Running holds ending within `withinMs` that have had no reminder yet. */
export async function claimDueReminders(db: Executor, now: Date, withinMs: number, limit: number) {
  return claimPending(
    db,
    and(
      isNull(reservations.rappelEnvoyeLe),
      // A paused hold is not about to expire: no 'expire bientôt' while staff review (issue 25).
      sql`not ${underReview}`,
      gt(reservations.dateExpiration, now),
      lte(reservations.dateExpiration, new Date(now.getTime() + withinMs)),
    ),
    limit,
  );
}
