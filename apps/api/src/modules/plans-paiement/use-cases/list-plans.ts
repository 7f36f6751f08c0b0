// GET /plans-paiement (public): the active plans, each with its schedule when a price is known —
// `prix` in dollars, or the price of `parcelleId`, which also keeps only the plans offered for it.
import type { PlanPaiement, PlansQuery } from '@parcelles/shared/contracts/plans-paiement';
import { notFound } from '@parcelles/shared/errors';
import { isUuid } from '../../../lib/ids';
import type { PlansPaiementDeps } from '../plans-paiement.deps';
import * as repo from '../plans-paiement.repository';
import { planAppliesTo, previewSchedule, toPlan } from './plan-view';

export async function listPlans(
  { db, clock, holdMs }: PlansPaiementDeps,
  query: PlansQuery,
): Promise<{ plans: PlanPaiement[] }> {
  let plot: Awaited<ReturnType<typeof repo.findPlotScope>>;
  if (query.parcelleId !== undefined) {
    plot = isUuid(query.parcelleId) ? await repo.findPlotScope(db, query.parcelleId) : undefined;
    if (!plot) throw notFound();
  }
  // The plot's own price wins over `prix`: its schedule is what the buyer would sign up for.
  const prixCents = plot
    ? plot.prixCents
    : query.prix !== undefined
      ? Math.round(query.prix * 100)
      : undefined;
  const now = clock.now();
  const rows = (await repo.findPlans(db, { activeOnly: true })).filter(
    (p) => !plot || planAppliesTo(p, plot),
  );
  return {
    plans: rows.map((row) =>
      toPlan(row, prixCents === undefined ? undefined : previewSchedule(row, prixCents, now, holdMs)),
    ),
  };
}

/** GET /plans-paiement/admin: every plan, inactive ones too, for the back office. */
export async function listAllPlans({
  db,
}: Pick<PlansPaiementDeps, 'db'>): Promise<{ plans: PlanPaiement[] }> {
  return { plans: (await repo.findPlans(db, { activeOnly: false })).map((row) => toPlan(row)) };
}
