// Staff reject a SOUMIS payment with a comment the buyer receives by notification and mail; the
// buyer may send new proofs for it.
import type { Paiement } from '@parcelles/shared/contracts/paiements';
import { fromCents } from '@parcelles/shared/domain';
import { notify } from '../../notifications/notifications.service';
import { notificationTemplates as N } from '../../mail/notification.templates';
import type { Actor, PaiementsDeps } from '../paiements.deps';
import { decidePaiement } from './decide-paiement';

export function rejectPaiement(
  deps: Pick<PaiementsDeps, 'db' | 'mail' | 'clock' | 'log'>,
  staff: Actor,
  paiementId: string,
  commentaireAdmin: string,
): Promise<Paiement> {
  return decidePaiement(
    deps,
    staff,
    paiementId,
    'REJETE',
    commentaireAdmin,
    async ({ tx, paiement, numeroLot, buyer, donnees }) => {
      const montant = fromCents(paiement.montantCents);
      await notify(tx, paiement.userId, {
        ...N.paiementRejete({ numeroLot, montant, commentaireAdmin }),
        donnees,
      });
      if (buyer) {
        await deps.mail.queue(tx, buyer.email, 'paiementRejete', {
          nom: buyer.nom,
          numeroLot,
          montant,
          commentaireAdmin,
        });
      }
    },
  );
}
