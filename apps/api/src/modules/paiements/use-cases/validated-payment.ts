// What a payment validated does, whoever validates it: staff validating a buyer's proof
// (validate-paiement.ts) or recording a payment received at the cash office or seen on a statement
// (record-paiement.ts). In the validating transaction, under the reservation's lock: its receipt
// with the next gap-free number (ADR 017), the buyer told in-app and by mail with the receipt
// attached, the first validated payment making the reservation VALIDEE, and the one that reaches
// the price selling the plot to the buyer (DESIGN.md §4). The instalments it settles, oldest first,
// follow from the validated sum (shared `allocatePayments`).
import { fromCents } from '@parcelles/shared/domain';
import type { Executor } from '../../../db/client';
import { recordAudit } from '../../audit/audit.repository';
import type * as usersRepo from '../../auth/auth.repository';
import { notify } from '../../notifications/notifications.service';
import { notificationTemplates as N } from '../../mail/notification.templates';
import * as parcellesRepo from '../../parcelles/parcelles.repository';
import { sumValidatedCents } from '../../reservations/ledger.repository';
import * as reservationsRepo from '../../reservations/reservations.repository';
import { issueRecu } from '../../recus/recus.issue';
import type { Actor, PaiementsDeps } from '../paiements.deps';
import type * as repo from '../paiements.repository';

export interface Validated {
  tx: Executor;
  reservation: reservationsRepo.ReservationRow;
  /** As it was before (for a proof) or as recorded (staff's payment); its status is now VALIDE. */
  paiement: repo.PaiementRow;
  numeroLot: string;
  buyer: Awaited<ReturnType<typeof usersRepo.findContact>>;
  donnees: { paiementId: string; reservationId: string };
}

export async function applyValidation(
  deps: Pick<PaiementsDeps, 'mail' | 'clock'>,
  staff: Actor,
  { tx, reservation, paiement, numeroLot, buyer, donnees }: Validated,
): Promise<{ recu: { id: string; numero: number } }> {
  const montant = fromCents(paiement.montantCents);
  const paidCents = await sumValidatedCents(tx, reservation.id);
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
  return { recu };
}
