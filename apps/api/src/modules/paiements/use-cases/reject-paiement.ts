// Staff reject a SOUMIS payment with a comment the buyer receives by notification and mail; the
// buyer may send new proofs for it.
import type { Paiement } from '@parcelles/shared/contracts/paiements';
import { fromCents } from '@parcelles/shared/domain';
import { formatMoney2 } from '@parcelles/shared/format';
import { notify } from '../../notifications/notifications.service';
import type { Actor, PaiementsDeps } from '../paiements.deps';
import { decidePaiement } from './decide-paiement';

export function rejectPaiement(
  deps: Pick<PaiementsDeps, 'db' | 'mail'>,
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
        type: 'PAIEMENT',
        titre: 'Paiement rejeté',
        message: `Votre paiement de ${formatMoney2(montant)} pour le lot ${numeroLot} a été rejeté : ${commentaireAdmin}. Vous pouvez envoyer de nouvelles preuves.`,
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
