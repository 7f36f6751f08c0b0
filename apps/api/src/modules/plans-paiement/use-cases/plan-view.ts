// A plan as the contract shows it, optionally with the schedule it gives a price if reserved now;
// and the one rule of which plots a plan applies to (also read by POST /reservations).
import type { Echeance, PlanPaiement } from '@parcelles/shared/contracts/plans-paiement';
import { allocatePayments, buildSchedule, fromCents, lubumbashiDay } from '@parcelles/shared/domain';
import type { PlanRow } from '../plans-paiement.repository';

/** A plan naming no category and no plot applies to every plot; else to those it names. */
export function planAppliesTo(
  plan: Pick<PlanRow, 'categories' | 'parcelleIds'>,
  plot: { id: string; categorie: string | null },
): boolean {
  if (plan.categories.length === 0 && plan.parcelleIds.length === 0) return true;
  return (
    (plot.categorie !== null && plan.categories.includes(plot.categorie)) ||
    plan.parcelleIds.includes(plot.id)
  );
}

/** The schedule `plan` would give `prixCents` reserved at `now`: nothing paid, every instalment to come. */
export function previewSchedule(plan: PlanRow, prixCents: number, now: Date, holdMs: number): Echeance[] {
  const schedule = buildSchedule(plan, prixCents, now, holdMs);
  return allocatePayments(schedule, 0, lubumbashiDay(now)).map((e) => ({
    numero: e.numero,
    dateEcheance: e.dateEcheance,
    montant: fromCents(e.montantCents),
    montantPaye: 0,
    statut: 'A_VENIR',
  }));
}

export function toPlan(row: PlanRow, echeancier?: Echeance[]): PlanPaiement {
  return {
    id: row.id,
    nom: row.nom,
    partAcompte: row.partAcompte,
    nombreMensualites: row.nombreMensualites,
    categories: row.categories,
    parcelleIds: row.parcelleIds,
    comptant: row.comptant,
    actif: row.actif,
    ordre: row.ordre,
    ...(echeancier ? { echeancier } : {}),
  };
}
