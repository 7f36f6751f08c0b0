// POST /paiements/{id}/preuves: new files replace the old ones of a REJETE or EN_ATTENTE payment,
// which goes back to SOUMIS for review; fields sent replace the old values (a mobile money
// payment's operator too). Unless staff were already waiting for it (a complement request), the
// payment joins their queue again, so the cap of ADR 019 applies. A transaction PostgreSQL rolls
// back for a deadlock or a serialization failure runs again with the same stored files. With an
// Idempotency-Key, a retry gets the first answer (ADR 028).
import {
  OPERATEUR_INVALID,
  resoumettrePreuveSchema,
  type Paiement,
} from '@parcelles/shared/contracts/paiements';
import { canResubmitProof } from '@parcelles/shared/domain';
import { invalidData, notFound } from '@parcelles/shared/errors';
import { isUuid } from '../../../lib/ids';
import { retryTransaction } from '../../../lib/transaction-retry';
import { notify, notifyAdmins } from '../../notifications/notifications.service';
import { notificationTemplates as N } from '../../mail/notification.templates';
import * as parcellesRepo from '../../parcelles/parcelles.repository';
import type { PaiementsDeps } from '../paiements.deps';
import { conflict } from '../../../lib/conflict';
import { PAIEMENT_MESSAGES } from '../../mail/messages';
import * as repo from '../paiements.repository';
import { deleteStored } from '../../../plugins/storage';
import { noProof, type BeforeFiles, type ProofUpload } from '../paiements.upload';
import { refusingUsedTransaction, storedReference } from './mobile-money';
import { lockPaiementAndReservation } from './locked-paiement';
import { loadPaiement } from './paiement-view';
import {
  assertPayable,
  assertRoomForReview,
  centsOf,
  parseFields,
  paymentProofGate,
  staffPaymentPage,
} from './proof-rules';
import type { IdempotencyScope } from '../../../plugins/idempotency';
import { proofRequest, sendProofsOnce } from './send-proofs-once';
import { matchAfterPayment } from '../../rapprochement/use-cases/rapprocher';

/** Refused before any file is read (ADR 019): the buyer's rate limit, a full review queue. */
export const resubmitProofGate = (
  deps: Pick<PaiementsDeps, 'db' | 'limiter'>,
  userId: string,
  paiementId: string,
): BeforeFiles => paymentProofGate(deps, userId, paiementId, canResubmitProof);

export async function resubmitProof(
  deps: Pick<PaiementsDeps, 'db' | 'storage' | 'log' | 'clock' | 'limiter'>,
  userId: string,
  paiementId: string,
  upload: ProofUpload,
  once?: IdempotencyScope,
): Promise<Paiement> {
  const { db, storage, log, clock } = deps;
  const request = proofRequest(userId, once, { id: paiementId }, upload);
  /** The replaced files, deleted once the new ones are in (none on a replay). */
  let oldKeys: string[] = [];
  const { answer } = await sendProofsOnce(deps, request, upload, async (inTransaction) => {
    const input = parseFields(resoumettrePreuveSchema, upload.fields);
    const montantCents = input.montant === undefined ? undefined : centsOf(input.montant);
    if (upload.files.length === 0) throw noProof();
    if (!isUuid(paiementId)) throw notFound();
    const owner = await repo.findPaiementOwner(db, paiementId);
    if (!owner || owner.userId !== userId) throw notFound();
    // A mobile money payment may correct its operator with its transaction id (ADR 014).
    const operateur = input.operateur ?? (await repo.findPaiementOperateur(db, paiementId));
    return refusingUsedTransaction(operateur, () =>
      retryTransaction(() =>
        inTransaction(async (tx) => {
          const { reservation, paiement } = await lockPaiementAndReservation(tx, owner, paiementId);
          if (!canResubmitProof(paiement.statut)) throw conflict(PAIEMENT_MESSAGES.notResubmittable);
          if (input.operateur !== undefined && paiement.methode !== 'MOBILE_MONEY') {
            throw invalidData({ operateur: OPERATEUR_INVALID });
          }
          const now = clock.now();
          await assertPayable(tx, reservation, now);
          if (!(await repo.isUnderReview(tx, paiement.id))) {
            await assertRoomForReview(tx, reservation.id, userId);
          }
          const removed = await repo.deletePreuves(tx, paiement.id);
          await repo.insertPreuves(tx, paiement.id, upload.files);
          await repo.updatePaiement(tx, paiement.id, {
            statut: 'SOUMIS',
            // The review starts again now; the date the buyer declared the payment stays (issue 23).
            soumisLe: now,
            // A new review starts: the previous decision no longer describes these files.
            commentaireAdmin: null,
            traiteParId: null,
            traiteLe: null,
            ...(montantCents === undefined ? {} : { montantCents }),
            ...(input.operateur === undefined ? {} : { operateur: input.operateur }),
            ...(input.referencePaiement === undefined
              ? {}
              : { referencePaiement: storedReference(paiement.methode, input.referencePaiement) }),
            ...(input.commentaire === undefined ? {} : { commentaire: input.commentaire }),
          });
          const lot = await parcellesRepo.findLotNumber(tx, reservation.parcelleId);
          const donnees = { paiementId: paiement.id, reservationId: reservation.id };
          await notify(tx, userId, { ...N.preuvesRenvoyees({ numeroLot: lot }), donnees });
          await notifyAdmins(tx, {
            ...N.preuvesRenvoyeesAVerifier({ numeroLot: lot }),
            donnees: { ...donnees, lien: staffPaymentPage(paiement.id) },
          });
          const answer = await loadPaiement(tx, paiement.id, now);
          oldKeys = removed;
          return answer;
        }),
      ),
    );
  });
  await deleteStored(storage, oldKeys, log);
  // Issue 26: back under review, perhaps with another amount: matched again (ADR 047).
  await matchAfterPayment(deps, [paiementId]);
  return answer;
}
