// A reservation's schedule (ADR 015): written once when it is made, read with every view.
import { asc, eq, inArray } from 'drizzle-orm';
import type { EcheancePrevue } from '@parcelles/shared/domain';
import type { Executor } from '../../db/client';
import { echeances, plansPaiement } from '../../db/schema';

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
