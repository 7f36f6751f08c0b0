// Staff validate a SOUMIS payment. The reservation row is locked first, so two validations at once
// add up in turn: the first makes the reservation VALIDEE (no more expiry), the one that reaches
// the price sells the plot to the buyer (DESIGN.md §4).
import type { Paiement } from '@parcelles/shared/contracts/paiements';
import { fromCents } from '@parcelles/shared/domain';
import { recordAudit } from '../../audit/audit.repository';
import { notify } from '../../notifications/notifications.service';
import { notificationTemplates as N } from '../../mail/notification.templates';
import * as parcellesRepo from '../../parcelles/parcelles.repository';
import * as reservationsRepo from '../../reservations/reservations.repository';
import type { Actor, PaiementsDeps } from '../paiements.deps';
import * as repo from '../paiements.repository';
import { decidePaiement } from './decide-paiement';
import { issueRecu } from '../../recus/recus.issue';

export function validatePaiement(
  deps: Pick<PaiementsDeps, 'db' | 'mail' | 'clock'>,
  staff: Actor,
  paiementId: string,
  commentaireAdmin?: string,
): Promise<Paiement> {
  return decidePaiement(
    deps,
    staff,
    paiementId,
    'VALIDE',
    commentaireAdmin ?? null,
    async ({ tx, reservation, paiement, numeroLot, buyer, donnees }) => {
      const montant = fromCents(paiement.montantCents);
      const paidCents = await repo.sumValidatedCents(tx, reservation.id);
      const soldee = paidCents >= reservation.montantTotalCents;
      // Issue 12: its receipt, numbered in this transaction (ADR 017), attached to the mail below.
      const now = deps.clock.now();
      const recu = await issueRecu(tx, {
        paiement,
        validatedAt: now,
        paidBeforeCents: paidCents - paiement.montantCents,
        now,
      });
      await notify(tx, paiement.userId, { ...N.paiementValide({ numeroLot, montant }), donnees });
      if (reservation.statut === 'EN_ATTENTE') {
        await reservationsRepo.updateReservation(tx, reservation.id, { statut: 'VALIDEE' });
        await recordAudit(tx, {
          acteurId: staff.id,
          action: 'RESERVATION_VALIDEE',
          entite: 'reservation',
          entiteId: reservation.id,
          avant: { statut: reservation.statut },
          apres: { statut: 'VALIDEE' },
          details: { paiementId: paiement.id },
        });
        await notify(tx, paiement.userId, {
          ...N.reservationValideeParPaiement({ numeroLot }),
          donnees: { reservationId: reservation.id, parcelleId: reservation.parcelleId },
        });
      }
      if (soldee && (await parcellesRepo.sellPlot(tx, reservation.parcelleId, paiement.userId))) {
        await recordAudit(tx, {
          acteurId: staff.id,
          action: 'PARCELLE_VENDUE',
          entite: 'parcelle',
          entiteId: reservation.parcelleId,
          avant: { statut: 'RESERVEE', proprietaireId: null },
          apres: { statut: 'VENDUE', proprietaireId: paiement.userId },
          details: { reservationId: reservation.id, paiementId: paiement.id },
        });
        await notify(tx, paiement.userId, {
          ...N.parcelleAcquise({ numeroLot }),
          donnees: { reservationId: reservation.id, parcelleId: reservation.parcelleId },
        });
      }
      if (buyer) {
        await deps.mail.queue(
          tx,
          buyer.email,
          'paiementValide',
          {
            nom: buyer.nom,
            numeroLot,
            montant,
            totalPaye: fromCents(paidCents),
            reste: fromCents(Math.max(0, reservation.montantTotalCents - paidCents)),
            soldee,
            numeroRecu: recu.numero,
          },
          { piecesJointes: [{ type: 'recu', id: recu.id }] },
        );
      }
    },
  );
}
