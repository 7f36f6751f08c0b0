// SQL of the instalment plans, the only writer of their table; and the two facts about plots a plan
// needs (does this plot exist, what is its category and price), read from the catalogue.
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { parcelles, plansPaiement, reservations } from '../../db/schema/index';

export type PlanRow = typeof plansPaiement.$inferSelect;
export type PlanValues = Pick<
  PlanRow,
  'nom' | 'partAcompte' | 'nombreMensualites' | 'categories' | 'parcelleIds' | 'actif' | 'ordre'
>;

/** The plans in the order buyers see them: `ordre`, then the name. */
export async function findPlans(db: Executor, { activeOnly }: { activeOnly: boolean }) {
  return db
    .select()
    .from(plansPaiement)
    .where(activeOnly ? eq(plansPaiement.actif, true) : undefined)
    .orderBy(asc(plansPaiement.ordre), asc(sql`lower(${plansPaiement.nom})`), asc(plansPaiement.id));
}

/**
 * `lock` for an edit; `share` for a reservation naming the plan: reservations do not wait for each
 * other, but a deletion waits for them (and then sees the plan in use).
 */
export async function findPlan(db: Executor, id: string, { lock = false, share = false } = {}) {
  const query = db.select().from(plansPaiement).where(eq(plansPaiement.id, id));
  const [row] = await (lock ? query.for('update') : share ? query.for('share') : query);
  return row;
}

/** The cash plan, which always exists (migration 0012). */
export async function findCashPlan(db: Executor) {
  const [plan] = await db.select().from(plansPaiement).where(eq(plansPaiement.comptant, true));
  return plan!;
}

/** Another plan already called `nom`, letter case ignored. */
export async function nameTaken(db: Executor, nom: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: plansPaiement.id })
    .from(plansPaiement)
    .where(
      and(
        sql`lower(${plansPaiement.nom}) = lower(${nom})`,
        exceptId ? ne(plansPaiement.id, exceptId) : undefined,
      ),
    );
  return row !== undefined;
}

export async function insertPlan(db: Executor, values: PlanValues): Promise<PlanRow> {
  const [row] = await db.insert(plansPaiement).values(values).returning();
  return row!;
}

export async function updatePlan(db: Executor, id: string, values: PlanValues, now: Date): Promise<PlanRow> {
  const [row] = await db
    .update(plansPaiement)
    .set({ ...values, updatedAt: now })
    .where(eq(plansPaiement.id, id))
    .returning();
  return row!;
}

export async function deletePlan(db: Executor, id: string): Promise<void> {
  await db.delete(plansPaiement).where(eq(plansPaiement.id, id));
}

export async function countReservationsUsing(db: Executor, planId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reservations).where(eq(reservations.planId, planId));
  return row?.n ?? 0;
}

/** Of these plot ids (already checked as uuids), those that exist. */
export async function existingPlotIds(db: Executor, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: parcelles.id })
    .from(parcelles)
    .where(inArray(parcelles.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

/** What decides which plans apply to a plot, and the price a schedule is built on. */
export async function findPlotScope(db: Executor, id: string) {
  const [row] = await db
    .select({ id: parcelles.id, categorie: parcelles.categorie, prixCents: parcelles.prixCents })
    .from(parcelles)
    .where(eq(parcelles.id, id));
  return row;
}
