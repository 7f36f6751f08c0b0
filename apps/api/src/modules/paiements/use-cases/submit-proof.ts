// POST /paiements/soumettre-preuve, once the files are stored (paiements.upload.ts): a new SOUMIS
// payment with its proof files, for the buyer's own payable reservation; the buyer and every
// administrator are told. At most MAX_PROOFS_UNDER_REVIEW payments of a reservation wait for staff
// and each buyer's sendings are rate limited (ADR 019). A transaction PostgreSQL rolls back for a
// deadlock or a serialization failure runs again with the same stored files. With an
// Idempotency-Key, a retry gets the first answer (ADR 028).
import { soumettrePreuveSchema, type Paiement } from '@parcelles/shared/contracts/paiements';
import { fromCents } from '@parcelles/shared/domain';
import { notFound } from '@parcelles/shared/errors';
import { isUuid } from '../../../lib/ids';
import { retryTransaction } from '../../../lib/transaction-retry';
import { notify, notifyAdmins } from '../../notifications/notifications.service';
import { notificationTemplates as N } from '../../mail/notification.templates';
import * as parcellesRepo from '../../parcelles/parcelles.repository';
import * as reservationsRepo from '../../reservations/reservations.repository';
import type { PaiementsDeps } from '../paiements.deps';
import * as repo from '../paiements.repository';
import { noProof, type BeforeFiles, type ProofUpload } from '../paiements.upload';
import { refusingUsedTransaction, storedReference } from './mobile-money';
import { loadPaiement } from './paiement-view';
import {
  assertPayable,
  assertRoomForReview,
  centsOf,
  parseFields,
  proofSendingLimits,
  staffPaymentPage,
} from './proof-rules';
import type { IdempotencyScope } from '../../../plugins/idempotency';
import { proofRequest, sendProofsOnce } from './send-proofs-once';
import { matchAfterPayment } from '../../rapprochement/use-cases/rapprocher';

/**
 * Refused before any file is read (ADR 019): past the buyer's rate limit, or when the reservation
 * named in the fields already has its full share of payments waiting for staff.
 */
export function submitProofGate(deps: Pick<PaiementsDeps, 'db' | 'limiter'>, userId: string): BeforeFiles {
  return async (fields) => {
    await deps.limiter.check(...proofSendingLimits(userId));
    const { reservationId } = fields;
    if (reservationId && isUuid(reservationId)) await assertRoomForReview(deps.db, reservationId, userId);
  };
}

export async function submitProof(
  deps: Pick<PaiementsDeps, 'db' | 'storage' | 'log' | 'clock' | 'limiter'>,
  userId: string,
  upload: ProofUpload,
  once?: IdempotencyScope,
): Promise<Paiement> {
  const { clock } = deps;
  const request = proofRequest(userId, once, {}, upload);
  const { answer } = await sendProofsOnce(deps, request, upload, async (inTransaction) => {
    const input = parseFields(soumettrePreuveSchema, upload.fields);
    const montantCents = centsOf(input.montant);
    if (upload.files.length === 0) throw noProof();
    if (!isUuid(input.reservationId)) throw notFound();
    const operateur = input.methode === 'MOBILE_MONEY' ? (input.operateur ?? null) : null;
    return refusingUsedTransaction(operateur, () =>
      retryTransaction(() =>
        inTransaction(async (tx) => {
          const reservation = await reservationsRepo.lockReservation(tx, input.reservationId);
          // Someone else's reservation does not exist, as far as this buyer can tell.
          if (!reservation || reservation.userId !== userId) throw notFound();
          await assertPayable(tx, reservation, clock.now());
          await assertRoomForReview(tx, reservation.id, userId);
          const paiement = await repo.insertPaiement(tx, {
            reservationId: reservation.id,
            userId,
            montantCents,
            methode: input.methode,
            operateur,
            referencePaiement: storedReference(input.methode, input.referencePaiement) ?? null,
            commentaire: input.commentaire ?? null,
            // The clock's instant, not the database's: review delays and receipts compare it with the clock.
            datePaiement: clock.now(),
          });
          await repo.insertPreuves(tx, paiement.id, upload.files);
          const lot = await parcellesRepo.findLotNumber(tx, reservation.parcelleId);
          const montant = fromCents(montantCents);
          const donnees = { paiementId: paiement.id, reservationId: reservation.id };
          await notify(tx, userId, { ...N.preuveRecue({ numeroLot: lot, montant }), donnees });
          await notifyAdmins(tx, {
            ...N.preuveAVerifier({ numeroLot: lot, montant, fichiers: upload.files.length }),
            donnees: { ...donnees, lien: staffPaymentPage(paiement.id) },
          });
          return loadPaiement(tx, paiement.id, clock.now());
        }),
      ),
    );
  });
  // Issue 26: a credit already on a statement may be this payment's (ADR 047).
  await matchAfterPayment(deps, [answer.id]);
  return answer;
}
