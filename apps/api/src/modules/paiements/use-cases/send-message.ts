// POST /paiements/{id}/messages (multipart: `message`, optional `preuves`): one more message in the
// payment's conversation (ADR 016). The buyer may attach files, which join the payment's proofs;
// their answer on a payment awaiting proof (after 'Demander un complément') sends it back to review
// (SOUMIS). Staff write text only and change no status. Each message reaches the other side in-app
// and by mail, and is an audit event. A closed payment (validated, rejected, cancelled) takes none.
// Files count as a sending of proofs (ADR 019): rate limited per buyer, and refused when they would
// bring one payment too many to review. The transaction runs again, with the same stored files,
// when PostgreSQL rolls it back for a deadlock or a serialization failure. With an Idempotency-Key,
// a retry gets the first answer (ADR 028).
import { envoyerMessageSchema, type PaiementMessage } from '@parcelles/shared/contracts/paiement-messages';
import { fromCents } from '@parcelles/shared/domain';
import { invalidData, notFound } from '@parcelles/shared/errors';
import { conflict } from '../../../lib/conflict';
import { retryTransaction } from '../../../lib/transaction-retry';
import { recordAudit } from '../../audit/audit.repository';
import * as usersRepo from '../../auth/auth.repository';
import { PAIEMENT_MESSAGES } from '../../mail/messages';
import { notificationTemplates as N } from '../../mail/notification.templates';
import { notify, notifyAdmins } from '../../notifications/notifications.service';
import * as parcellesRepo from '../../parcelles/parcelles.repository';
import type { Actor, PaiementsDeps } from '../paiements.deps';
import * as repo from '../paiements.repository';
import { PROOF_FIELD, type BeforeFiles, type ProofUpload } from '../paiements.upload';
import { conversationOwner, loadMessages } from './list-messages';
import {
  assertPayable,
  assertRoomForReview,
  parseFields,
  paymentProofGate,
  staffPaymentPage,
} from './proof-rules';
import type { IdempotencyScope } from '../../../plugins/idempotency';
import { proofRequest, sendProofsOnce } from './send-proofs-once';
import { buyerPaymentPage } from './request-complement';
import { lockPaiementAndReservation } from './locked-paiement';

/**
 * Refused before any file is read (ADR 019): the sender's rate limit, and a full review queue when
 * the files would send a payment awaiting proof back to review.
 */
export const sendMessageGate = (
  deps: Pick<PaiementsDeps, 'db' | 'limiter'>,
  actor: Actor,
  paiementId: string,
): BeforeFiles => paymentProofGate(deps, actor.id, paiementId, (statut) => statut === 'EN_ATTENTE');

const CLOSED: Record<string, string> = {
  VALIDE: 'il a été validé',
  REJETE: 'il a été rejeté',
  ANNULE: 'il a été annulé',
};

export async function sendMessage(
  deps: Pick<PaiementsDeps, 'db' | 'storage' | 'log' | 'mail' | 'clock' | 'limiter'>,
  actor: Actor,
  paiementId: string,
  upload: ProofUpload,
  once?: IdempotencyScope,
): Promise<PaiementMessage> {
  const { db, mail, clock } = deps;
  const request = proofRequest(actor.id, once, { id: paiementId }, upload);
  const { answer, replayed } = await sendProofsOnce(deps, request, upload, async (inTransaction) => {
    const owner = await conversationOwner(db, actor, paiementId);
    const { message } = parseFields(envoyerMessageSchema, upload.fields);
    const fromBuyer = owner.userId === actor.id;
    if (!fromBuyer && upload.files.length > 0) {
      throw invalidData({ [PROOF_FIELD]: PAIEMENT_MESSAGES.staffNoFiles }, PAIEMENT_MESSAGES.staffNoFiles);
    }
    return retryTransaction(() =>
      inTransaction(async (tx) => {
        const { reservation, paiement } = await lockPaiementAndReservation(tx, owner, paiementId);
        const closed = CLOSED[paiement.statut];
        if (closed) throw conflict(PAIEMENT_MESSAGES.closed(closed));
        const now = clock.now();
        // Staff waiting for a complement keep the hold paused, so the answer is welcome even past the
        // hold's date; any other return to review must find the reservation payable, as resubmitting does.
        const answersRequest = fromBuyer && (await repo.isAwaitingComplement(tx, paiement.id));
        const row = await repo.insertMessage(tx, {
          paiementId: paiement.id,
          auteurId: actor.id,
          cote: fromBuyer ? 'ACHETEUR' : 'EQUIPE',
          demandeComplement: false,
          message,
          createdAt: now,
        });
        const fichiers = upload.files.length;
        await repo.insertPreuves(tx, paiement.id, upload.files, row.id);
        // The buyer's answer to a payment awaiting proof puts it back in the staff's queue, as
        // sending proofs does (a new review starts now), provided it has proofs to review.
        const enRevue =
          fromBuyer && paiement.statut === 'EN_ATTENTE' && (await repo.countPreuves(tx, paiement.id)) > 0;
        if (enRevue) {
          // An answer to staff's request was waiting in their queue already; anything else joins it.
          if (!answersRequest) {
            await assertPayable(tx, reservation, now);
            await assertRoomForReview(tx, reservation.id, paiement.userId);
          }
          await repo.updatePaiement(tx, paiement.id, {
            statut: 'SOUMIS',
            // The review starts again now; the date the buyer declared the payment stays (issue 23).
            soumisLe: now,
            commentaireAdmin: null,
            traiteParId: null,
            traiteLe: null,
          });
        }
        await recordAudit(tx, {
          acteurId: actor.id,
          action: 'PAIEMENT_MESSAGE',
          entite: 'paiement',
          entiteId: paiement.id,
          avant: enRevue ? { statut: paiement.statut } : null,
          apres: enRevue ? { statut: 'SOUMIS' } : null,
          details: {
            reservationId: reservation.id,
            messageId: row.id,
            cote: row.cote,
            longueur: message.length,
            fichiers,
          },
        });
        const numeroLot = await parcellesRepo.findLotNumber(tx, reservation.parcelleId);
        const montant = fromCents(paiement.montantCents);
        const donnees = { paiementId: paiement.id, reservationId: reservation.id };
        if (fromBuyer) {
          await notifyAdmins(tx, {
            ...N.messageAcheteur({ numeroLot, fichiers, enRevue }),
            donnees: { ...donnees, lien: staffPaymentPage(paiement.id) },
          });
          const [buyer, admins] = await Promise.all([
            usersRepo.findContact(tx, paiement.userId),
            repo.findAdminContacts(tx),
          ]);
          for (const admin of admins) {
            await mail.queue(tx, admin.email, 'messageAcheteur', {
              nom: admin.nom,
              acheteur: buyer?.nom ?? 'L’acheteur',
              numeroLot,
              message,
              fichiers,
              enRevue,
              paiementId: paiement.id,
            });
          }
        } else {
          await notify(tx, paiement.userId, {
            ...N.messageEquipe({ numeroLot, montant }),
            donnees: { ...donnees, lien: buyerPaymentPage(paiement.id) },
          });
          const buyer = await usersRepo.findContact(tx, paiement.userId);
          if (buyer) {
            await mail.queue(tx, buyer.email, 'messageEquipe', {
              nom: buyer.nom,
              numeroLot,
              montant,
              message,
              paiementId: paiement.id,
            });
          }
        }
        const sent = (await loadMessages(tx, paiement.id)).find((m) => m.id === row.id);
        if (!sent) throw notFound();
        return sent;
      }),
    );
  });
  if (!replayed) mail.kick();
  return answer;
}
