// POST /admin/paiements (issue 26): ADMIN records a payment received at the cash office or seen on
// a statement, for a running reservation, with an optional scan (the proof files' rules). It is
// validated at once, by the one who recorded it: its receipt takes the next gap-free number and it
// counts toward the plan exactly as a validated proof does (validated-payment.ts). A cash payment
// cannot be dated on a closed cash office day. A statement line assigned to a reservation
// (releves' assign-ligne.ts) records its payment through `recordPaiementIn`, in its transaction.
import {
  enregistrerPaiementSchema,
  type EnregistrerPaiementRequest,
  type Paiement,
} from '@parcelles/shared/contracts/paiements';
import { fromCents } from '@parcelles/shared/domain';
import { invalidData, notFound } from '@parcelles/shared/errors';
import { formatDateLong, formatMoney2 } from '@parcelles/shared/format';
import type { Executor } from '../../../db/client';
import { dayStart, localDay } from '../../../lib/calendar';
import { conflict } from '../../../lib/conflict';
import { isUuid } from '../../../lib/ids';
import { retryTransaction } from '../../../lib/transaction-retry';
import type { IdempotencyScope } from '../../../plugins/idempotency';
import { recordAudit } from '../../audit/audit.repository';
import * as usersRepo from '../../auth/auth.repository';
import * as caisseRepo from '../../caisse/caisse.repository';
import { PAIEMENT_ENREGISTRE_MESSAGES as M, PAIEMENT_MESSAGES } from '../../mail/messages';
import * as parcellesRepo from '../../parcelles/parcelles.repository';
import { matchAfterPayment } from '../../rapprochement/use-cases/rapprocher';
import { hasPaymentUnderReview, sumValidatedCents } from '../../reservations/ledger.repository';
import * as reservationsRepo from '../../reservations/reservations.repository';
import type { Actor, PaiementsDeps } from '../paiements.deps';
import * as repo from '../paiements.repository';
import type { ProofUpload } from '../paiements.upload';
import { refusingUsedTransaction, storedReference } from './mobile-money';
import { loadPaiement } from './paiement-view';
import { centsOf, parseFields } from './proof-rules';
import { proofRequest, sendProofsOnce } from './send-proofs-once';
import { applyValidation } from './validated-payment';

const NOON_MS = 12 * 60 * 60 * 1000;

/**
 * Records and validates the payment in the caller's transaction (the reservation's lock first).
 * `details` go into its audit entry (the statement line it comes from).
 */
export async function recordPaiementIn(
  tx: Executor,
  deps: Pick<PaiementsDeps, 'mail' | 'clock'>,
  staff: Actor,
  input: EnregistrerPaiementRequest,
  files: repo.NewPreuve[] = [],
  details: Record<string, unknown> = {},
): Promise<repo.PaiementRow> {
  if (!isUuid(input.reservationId)) throw notFound(M.reservationUnknown);
  const reservation = await reservationsRepo.lockReservation(tx, input.reservationId);
  if (!reservation) throw notFound(M.reservationUnknown);
  const now = deps.clock.now();
  // Running: pending (its hold not over, or paused by a proof under review) or validated.
  const holdOver =
    reservation.statut === 'EN_ATTENTE' &&
    reservation.dateExpiration !== null &&
    reservation.dateExpiration.getTime() <= now.getTime() &&
    !(await hasPaymentUnderReview(tx, reservation.id));
  if ((reservation.statut !== 'EN_ATTENTE' && reservation.statut !== 'VALIDEE') || holdOver) {
    throw conflict(M.notRunning);
  }
  const jour = input.datePaiement;
  const today = localDay(now);
  if (jour > today) throw invalidData({ datePaiement: M.inTheFuture }, M.inTheFuture);
  const montantCents = centsOf(input.montant);
  const paidCents = await sumValidatedCents(tx, reservation.id);
  const resteCents = reservation.montantTotalCents - paidCents;
  if (resteCents <= 0) throw conflict(PAIEMENT_MESSAGES.alreadyPaid);
  if (montantCents > resteCents) {
    const message = M.exceedsRemaining(formatMoney2(fromCents(resteCents)));
    throw invalidData({ montant: message }, message);
  }
  if (input.methode === 'ESPECES') {
    // The day's closing counts its cash under the same lock (caisse.repository).
    await caisseRepo.lockDay(tx, jour);
    if (await caisseRepo.isClosed(tx, jour)) throw conflict(M.cashDayClosed(formatDateLong(jour)));
  }
  const operateur = input.methode === 'MOBILE_MONEY' ? (input.operateur ?? null) : null;
  const paiement = await repo.insertRecordedPaiement(tx, {
    reservationId: reservation.id,
    userId: reservation.userId,
    montantCents,
    methode: input.methode,
    operateur,
    referencePaiement: storedReference(input.methode, input.referencePaiement) ?? null,
    commentaireAdmin: input.commentaireAdmin ?? null,
    // Paid today: now; an earlier day: its noon in Lubumbashi (the day is what counts).
    datePaiement: jour === today ? now : new Date(dayStart(jour).getTime() + NOON_MS),
    traiteLe: now,
    enregistreParId: staff.id,
  });
  await repo.insertPreuves(tx, paiement.id, files);
  const montant = fromCents(montantCents);
  await recordAudit(tx, {
    acteurId: staff.id,
    action: 'PAIEMENT_ENREGISTRE',
    entite: 'paiement',
    entiteId: paiement.id,
    avant: null,
    apres: {
      statut: 'VALIDE',
      montant,
      methode: paiement.methode,
      operateur,
      referencePaiement: paiement.referencePaiement,
      datePaiement: jour,
    },
    details: { reservationId: reservation.id, montant, fichiers: files.length, ...details },
  });
  const [numeroLot, buyer] = await Promise.all([
    parcellesRepo.findLotNumber(tx, reservation.parcelleId),
    usersRepo.findContact(tx, reservation.userId),
  ]);
  await applyValidation(deps, staff, {
    tx,
    reservation,
    paiement,
    numeroLot,
    buyer,
    donnees: { paiementId: paiement.id, reservationId: reservation.id },
  });
  return paiement;
}

/**
 * The route's use case: the fields (JSON, or multipart text fields beside the optional scan),
 * once per Idempotency-Key (ADR 028), a mobile money transaction id used once (ADR 014).
 */
export async function recordPaiement(
  deps: Pick<PaiementsDeps, 'db' | 'storage' | 'log' | 'mail' | 'clock' | 'limiter'>,
  staff: Actor,
  upload: ProofUpload,
  once?: IdempotencyScope,
): Promise<Paiement> {
  const request = proofRequest(staff.id, once, {}, upload);
  const { answer, replayed } = await sendProofsOnce(deps, request, upload, async (inTransaction) => {
    const input = parseFields(enregistrerPaiementSchema, upload.fields);
    const operateur = input.methode === 'MOBILE_MONEY' ? (input.operateur ?? null) : null;
    return refusingUsedTransaction(operateur, () =>
      retryTransaction(() =>
        inTransaction(async (tx) => {
          const paiement = await recordPaiementIn(tx, deps, staff, input, upload.files);
          return loadPaiement(tx, paiement.id, deps.clock.now());
        }),
      ),
    );
  });
  if (!replayed) {
    deps.mail.kick();
    // A statement line naming its reservation may be this payment's (ADR 047).
    await matchAfterPayment(deps, [answer.id]);
  }
  return answer;
}
