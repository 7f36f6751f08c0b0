// ADMIN deletes a plan (DELETE /plans-paiement/{id}) that no reservation ever used. A plan in use
// stays, for the reservations that name it: the answer is a 409 telling to deactivate it instead
// (ADR 015). The cash plan is never deleted.
import { notFound } from '@parcelles/shared/errors';
import { conflict } from '../../../lib/conflict';
import { isUuid } from '../../../lib/ids';
import { recordAudit } from '../../audit/audit.repository';
import type { AuthContext } from '../../auth/auth.context';
import { PLAN_MESSAGES as M } from '../../mail/messages';
import type { PlansPaiementDeps } from '../plans-paiement.deps';
import * as repo from '../plans-paiement.repository';
import { auditedFields } from './create-plan';

export async function deletePlan(
  { db }: Pick<PlansPaiementDeps, 'db'>,
  auth: AuthContext,
  id: string,
): Promise<void> {
  if (!isUuid(id)) throw notFound();
  await db.transaction(async (tx) => {
    const current = await repo.findPlan(tx, id, { lock: true });
    if (!current) throw notFound();
    if (current.comptant) throw conflict(M.cashProtected);
    if ((await repo.countReservationsUsing(tx, id)) > 0) throw conflict(M.inUse);
    await repo.deletePlan(tx, id);
    await recordAudit(tx, {
      acteurId: auth.user.id,
      action: 'PLAN_PAIEMENT_SUPPRIME',
      entite: 'plan_paiement',
      entiteId: id,
      avant: auditedFields(current),
    });
  });
}
