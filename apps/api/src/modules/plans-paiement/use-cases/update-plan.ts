// ADMIN edits a plan (PATCH /plans-paiement/{id}): any subset of the form, checked as a whole
// against the stored plan. Reservations already made keep the schedule they were given (ADR 015);
// only the fields that change are audited, and an edit that changes nothing writes nothing.
import {
  PLAN_SHAPE_MESSAGE,
  type PlanPaiement,
  type UpdatePlanRequest,
} from '@parcelles/shared/contracts/plans-paiement';
import { invalidData, notFound } from '@parcelles/shared/errors';
import { isUuid } from '../../../lib/ids';
import { recordAudit } from '../../audit/audit.repository';
import type { AuthContext } from '../../auth/auth.context';
import type { PlansPaiementDeps } from '../plans-paiement.deps';
import * as repo from '../plans-paiement.repository';
import { auditedFields } from './create-plan';
import { checkPlan, uniquePlanConflict } from './plan-rules';
import { toPlan } from './plan-view';

export async function updatePlan(
  { db, clock }: Pick<PlansPaiementDeps, 'db' | 'clock'>,
  auth: AuthContext,
  id: string,
  patch: UpdatePlanRequest,
): Promise<PlanPaiement> {
  if (!isUuid(id)) throw notFound();
  try {
    const row = await db.transaction(async (tx) => {
      const current = await repo.findPlan(tx, id, { lock: true });
      if (!current) throw notFound();
      const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
      const next: repo.PlanValues = { ...auditedFields(current), ...defined };
      next.parcelleIds = [...new Set(next.parcelleIds)];
      if ((next.partAcompte === 100) !== (next.nombreMensualites === 0)) {
        throw invalidData({ nombreMensualites: PLAN_SHAPE_MESSAGE });
      }
      const before = auditedFields(current);
      const after = auditedFields(next);
      const changed = (Object.keys(after) as (keyof typeof after)[]).filter(
        (k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]),
      );
      if (changed.length === 0) return current;
      await checkPlan(tx, next, current);
      const updated = await repo.updatePlan(tx, id, next, clock.now());
      await recordAudit(tx, {
        acteurId: auth.user.id,
        action: 'PLAN_PAIEMENT_MODIFIE',
        entite: 'plan_paiement',
        entiteId: id,
        avant: Object.fromEntries(changed.map((k) => [k, before[k]])),
        apres: Object.fromEntries(changed.map((k) => [k, after[k]])),
      });
      return updated;
    });
    return toPlan(row);
  } catch (err) {
    throw uniquePlanConflict(err) ?? err;
  }
}
