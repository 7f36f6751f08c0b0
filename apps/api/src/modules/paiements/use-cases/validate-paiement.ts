// Staff validate a SOUMIS payment. The reservation row is locked first, so two validations at once
// add up in turn: the first makes the reservation VALIDEE (no more expiry), the one that reaches
// the price sells the plot to the buyer (DESIGN.md §4; validated-payment.ts). Validated from a
// statement line (issue 26), the audit entry records the line that supported the decision.
import type { Paiement } from '@parcelles/shared/contracts/paiements';
import type { Actor, PaiementsDeps } from '../paiements.deps';
import { decidePaiement } from './decide-paiement';
import { applyValidation } from './validated-payment';

export function validatePaiement(
  deps: Pick<PaiementsDeps, 'db' | 'mail' | 'clock' | 'log'>,
  staff: Actor,
  paiementId: string,
  commentaireAdmin?: string,
  /** What supported the decision, added to the audit entry's details (a statement line). */
  justification?: Record<string, unknown>,
): Promise<Paiement> {
  return decidePaiement(
    deps,
    staff,
    paiementId,
    'VALIDE',
    commentaireAdmin ?? null,
    async (decision) => {
      await applyValidation(deps, staff, decision);
    },
    justification,
  );
}
