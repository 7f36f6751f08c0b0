// ADMIN creates a plan (POST /plans-paiement); it is never the cash plan, which exists once.
import type { CreatePlanRequest, PlanPaiement } from '@parcelles/shared/contracts/plans-paiement';
import { recordAudit } from '../../audit/audit.repository';
import type { AuthContext } from '../../auth/auth.context';
import type { PlansPaiementDeps } from '../plans-paiement.deps';
import * as repo from '../plans-paiement.repository';
import { checkPlan, uniquePlanConflict } from './plan-rules';
import { toPlan } from './plan-view';

export const auditedFields = (plan: repo.PlanValues) => ({
  nom: plan.nom,
  partAcompte: plan.partAcompte,
  nombreMensualites: plan.nombreMensualites,
  categories: plan.categories,
  parcelleIds: plan.parcelleIds,
  actif: plan.actif,
  ordre: plan.ordre,
});

export async function createPlan(
  { db }: Pick<PlansPaiementDeps, 'db'>,
  auth: AuthContext,
  input: CreatePlanRequest,
): Promise<PlanPaiement> {
  const values: repo.PlanValues = { ...input, parcelleIds: [...new Set(input.parcelleIds)] };
  try {
    const row = await db.transaction(async (tx) => {
      await checkPlan(tx, values);
      const created = await repo.insertPlan(tx, values);
      await recordAudit(tx, {
        acteurId: auth.user.id,
        action: 'PLAN_PAIEMENT_CREE',
        entite: 'plan_paiement',
        entiteId: created.id,
        apres: auditedFields(created),
      });
      return created;
    });
    return toPlan(row);
  } catch (err) {
    throw uniquePlanConflict(err) ?? err;
  }
}
