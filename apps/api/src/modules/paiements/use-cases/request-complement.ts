// POST /paiements/{id}/demander-complement (ADMIN): besides validating and rejecting, staff ask the
// buyer for more. The SOUMIS payment goes back to EN_ATTENTE ('En attente de preuve') with the
// request as the first words of its thread; the hold stays paused while staff wait (ADR 016).
// Locks as decide-paiement does: the reservation first, then the payment; retried as it is too.
import type { Paiement } from '@parcelles/shared/contracts/paiements';
import { fromCents } from '@parcelles/shared/domain';
import { notFound } from '@parcelles/shared/errors';
import { isUuid } from '../../../lib/ids';
import { retryTransaction } from '../../../lib/transaction-retry';
import { conflict } from '../../../lib/conflict';
import { recordAudit } from '../../audit/audit.repository';
import * as usersRepo from '../../auth/auth.repository';
import { PAIEMENT_MESSAGES } from '../../mail/messages';
import { notificationTemplates as N } from '../../mail/notification.templates';
import { notify } from '../../notifications/notifications.service';
import * as parcellesRepo from '../../parcelles/parcelles.repository';
import type { Actor, PaiementsDeps } from '../paiements.deps';
import * as repo from '../paiements.repository';
import { lockPaiementAndReservation } from './locked-paiement';
import { loadPaiement } from './paiement-view';

/** The buyer's page of a payment, with its conversation; their notifications and mails link to it. */
export const buyerPaymentPage = (paiementId: string) => `/paiements/${paiementId}`;

export async function requestComplement(
  { db, mail, clock }: Pick<PaiementsDeps, 'db' | 'mail' | 'clock'>,
  staff: Actor,
  paiementId: string,
  message: string,
): Promise<Paiement> {
  if (!isUuid(paiementId)) throw notFound();
  const owner = await repo.findPaiementOwner(db, paiementId);
  if (!owner) throw notFound();
  await retryTransaction(() =>
    db.transaction(async (tx) => {
      const { reservation, paiement } = await lockPaiementAndReservation(tx, owner, paiementId);
      if (paiement.statut !== 'SOUMIS') throw conflict(PAIEMENT_MESSAGES.notComplementable);
      const now = clock.now();
      await repo.updatePaiement(tx, paiement.id, { statut: 'EN_ATTENTE' });
      const row = await repo.insertMessage(tx, {
        paiementId: paiement.id,
        auteurId: staff.id,
        cote: 'EQUIPE',
        demandeComplement: true,
        message,
        createdAt: now,
      });
      await recordAudit(tx, {
        acteurId: staff.id,
        action: 'PAIEMENT_COMPLEMENT_DEMANDE',
        entite: 'paiement',
        entiteId: paiement.id,
        avant: { statut: paiement.statut },
        apres: { statut: 'EN_ATTENTE' },
        details: {
          reservationId: reservation.id,
          messageId: row.id,
          longueur: message.length,
          fichiers: 0,
        },
      });
      const [numeroLot, buyer] = await Promise.all([
        parcellesRepo.findLotNumber(tx, reservation.parcelleId),
        usersRepo.findContact(tx, paiement.userId),
      ]);
      const montant = fromCents(paiement.montantCents);
      await notify(tx, paiement.userId, {
        ...N.complementDemande({ numeroLot, montant }),
        donnees: {
          paiementId: paiement.id,
          reservationId: reservation.id,
          lien: buyerPaymentPage(paiement.id),
        },
      });
      if (buyer) {
        await mail.queue(tx, buyer.email, 'complementDemande', {
          nom: buyer.nom,
          numeroLot,
          montant,
          message,
          paiementId: paiement.id,
        });
      }
    }),
  );
  mail.kick();
  return loadPaiement(db, paiementId, clock.now());
}
