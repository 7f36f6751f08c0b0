// A reservation's schedule (ADR 015): written once when it is made, read with every view; the
// sweeper's claims of the instalments to remind or to flag, and a due date moved by staff.
import { and, asc, eq, gt, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { EcheancePrevue } from '@parcelles/shared/domain';
import type { Executor } from '../../db/client';
import { echeances, paiements, plansPaiement, reservations } from '../../db/schema';

export async function insertSchedule(
  db: Executor,
  reservationId: string,
  schedule: readonly EcheancePrevue[],
) {
  await db.insert(echeances).values(schedule.map((e) => ({ reservationId, ...e })));
}

/** The schedules of these reservations, by reservation id, oldest instalment first. */
export async function findSchedulesOf(
  db: Executor,
  reservationIds: readonly string[],
): Promise<Map<string, EcheancePrevue[]>> {
  const bySchedule = new Map<string, EcheancePrevue[]>();
  if (reservationIds.length === 0) return bySchedule;
  const rows = await db
    .select({
      reservationId: echeances.reservationId,
      numero: echeances.numero,
      dateEcheance: echeances.dateEcheance,
      montantCents: echeances.montantCents,
    })
    .from(echeances)
    .where(inArray(echeances.reservationId, [...reservationIds]))
    .orderBy(asc(echeances.reservationId), asc(echeances.numero));
  for (const { reservationId, ...echeance } of rows) {
    const list = bySchedule.get(reservationId) ?? [];
    list.push(echeance);
    bySchedule.set(reservationId, list);
  }
  return bySchedule;
}

/** The cash plan, which always exists (migration 0012). */
export async function findCashPlan(db: Executor) {
  const [plan] = await db.select().from(plansPaiement).where(eq(plansPaiement.comptant, true));
  return plan!;
}

export type EcheanceRow = typeof echeances.$inferSelect;

/** What validated payments have paid on the reservation of the instalment row in the query. */
const paidOnReservation = sql`(select coalesce(sum(${paiements.montantCents}), 0) from ${paiements}
  where ${paiements.reservationId} = ${echeances.reservationId} and ${paiements.statut} = 'VALIDE')`;

/**
 * Not fully paid: the instalments up to this one cost more than the validated payments, which go
 * to the oldest instalment first. (The inner table is aliased: the outer row is `echeances`.)
 */
const notFullyPaid = sql`(select coalesce(sum(e2.montant_cents), 0) from echeances e2
  where e2.reservation_id = ${echeances.reservationId} and e2.numero <= ${echeances.numero}) > ${paidOnReservation}`;

/**
 * Instalments matching `due`, not fully paid, of reservations that are running, locked for this
 * sweeper only (FOR UPDATE SKIP LOCKED): another instance skips them instead of sending twice.
 * A VALIDEE reservation's instalments all count; a pending one's deposit (numero 1) is the hold's
 * business, which has its own reminder, so only its later instalments do (ADR 015).
 */
function claim(db: Executor, due: SQL | undefined, limit: number, { validatedOnly = false } = {}) {
  return db
    .select({ echeance: echeances, reservation: reservations })
    .from(echeances)
    .innerJoin(reservations, eq(reservations.id, echeances.reservationId))
    .where(
      and(
        validatedOnly
          ? eq(reservations.statut, 'VALIDEE')
          : or(
              eq(reservations.statut, 'VALIDEE'),
              and(eq(reservations.statut, 'EN_ATTENTE'), gt(echeances.numero, 1)),
            ),
        due,
        notFullyPaid,
      ),
    )
    .orderBy(asc(echeances.dateEcheance), asc(echeances.reservationId), asc(echeances.numero))
    .limit(limit)
    .for('update', { of: echeances, skipLocked: true });
}

/** Due within `daysBefore` days but not today yet (YYYY-MM-DD days), never reminded before. */
export const claimBeforeReminders = (db: Executor, today: string, until: string, limit: number) =>
  claim(
    db,
    and(
      isNull(echeances.rappelAvantLe),
      gt(echeances.dateEcheance, today),
      lte(echeances.dateEcheance, until),
    ),
    limit,
  );

/** Due today, never reminded on the day. */
export const claimDayReminders = (db: Executor, today: string, limit: number) =>
  claim(db, and(isNull(echeances.rappelJourLe), eq(echeances.dateEcheance, today)), limit);

/**
 * Issue 25: past their day and unpaid, with a reminder after the day now due: the largest of
 * `daysAfter` (ascending) that the instalment is late by is above the last one sent.
 */
export const claimAfterReminders = (
  db: Executor,
  today: string,
  daysAfter: readonly number[],
  limit: number,
) =>
  claim(
    db,
    and(
      lt(echeances.dateEcheance, today),
      sql`(select max(d) from unnest(${`{${daysAfter.join(',')}}`}::int[]) as d
        where ${today}::date - ${echeances.dateEcheance} >= d) > coalesce(${echeances.rappelApresJours}, 0)`,
    ),
    limit,
  );

/** Due on or before `limit` (today minus the setting), unpaid, never flagged: VALIDEE only. */
export const claimOverdue = (db: Executor, limitDay: string, limit: number) =>
  claim(db, and(isNull(echeances.signaleLe), lte(echeances.dateEcheance, limitDay)), limit, {
    validatedOnly: true,
  });

export async function markEcheance(
  db: Executor,
  reservationId: string,
  numero: number,
  patch: Partial<
    Pick<
      EcheanceRow,
      'rappelAvantLe' | 'rappelJourLe' | 'signaleLe' | 'dateEcheance' | 'rappelApresJours' | 'rappelApresLe'
    >
  >,
): Promise<void> {
  await db
    .update(echeances)
    .set(patch)
    .where(and(eq(echeances.reservationId, reservationId), eq(echeances.numero, numero)));
}

/** An instalment due on another day: its reminders and its late flag start again from it. */
export async function rescheduleEcheance(
  db: Executor,
  reservationId: string,
  numero: number,
  dateEcheance: string,
): Promise<void> {
  await markEcheance(db, reservationId, numero, {
    dateEcheance,
    rappelAvantLe: null,
    rappelJourLe: null,
    signaleLe: null,
    rappelApresJours: null,
    rappelApresLe: null,
  });
}

/** A reservation's instalments, oldest first, locked until the transaction ends. */
export async function lockSchedule(db: Executor, reservationId: string): Promise<EcheanceRow[]> {
  return db
    .select()
    .from(echeances)
    .where(eq(echeances.reservationId, reservationId))
    .orderBy(asc(echeances.numero))
    .for('update');
}
