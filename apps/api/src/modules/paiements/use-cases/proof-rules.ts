// What submitting and resubmitting a proof share: the form fields checked like the web form does,
// the reservation still payable, the limits on sendings (ADR 019), and stored files removed when
// the rows that would name them fail.
import { MAX_PROOFS_UNDER_REVIEW, fieldErrors, toCents } from '@parcelles/shared/domain';
import { invalidData } from '@parcelles/shared/errors';
import type { z } from 'zod';
import type { Executor } from '../../../db/client';
import { isUuid } from '../../../lib/ids';
import { HOUR, type Limit } from '../../../plugins/rate-limit';
import { sumValidatedCents } from '../../reservations/ledger.repository';
import type { ReservationRow } from '../../reservations/reservations.repository';
import type { PaiementsDeps } from '../paiements.deps';
import { conflict } from '../../../lib/conflict';
import { PAIEMENT_MESSAGES } from '../../mail/messages';
import * as repo from '../paiements.repository';
import { deleteStored } from '../../../plugins/storage';
import type { BeforeFiles, ProofUpload } from '../paiements.upload';

/** Where staff act on a payment: its back-office page, which their notifications link to. */
export const staffPaymentPage = (paiementId: string) => `/admin/paiements/${paiementId}`;

export function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const result = schema.safeParse(fields);
  if (!result.success) {
    const errors = fieldErrors(result.error);
    throw invalidData(
      Object.fromEntries(
        Object.entries(errors).map(([k, v]) => [k || 'requete', v.length === 1 ? v[0]! : v]),
      ),
    );
  }
  return result.data;
}

/** Dollars from the form to cents; an amount that rounds to 0 cents is not positive. */
export function centsOf(montant: number): number {
  const cents = toCents(montant);
  if (cents < 1) throw invalidData({ montant: PAIEMENT_MESSAGES.amountNotPositive });
  return cents;
}

/** EN_ATTENTE and not past its date (unless a proof under review pauses it), or VALIDEE and not paid up. */
export async function assertPayable(tx: Executor, reservation: ReservationRow, now: Date): Promise<void> {
  if (reservation.statut === 'ANNULEE') throw conflict(PAIEMENT_MESSAGES.reservationCancelled);
  if (reservation.statut === 'EXPIREE') throw conflict(PAIEMENT_MESSAGES.reservationExpired);
  if (
    reservation.statut === 'EN_ATTENTE' &&
    reservation.dateExpiration &&
    reservation.dateExpiration.getTime() <= now.getTime()
  ) {
    // The hold ran out; only a proof already under review keeps it (DESIGN §4), and a new
    // submission must not revive it.
    throw conflict(PAIEMENT_MESSAGES.reservationExpired);
  }
  if (reservation.statut === 'VALIDEE') {
    const paid = await sumValidatedCents(tx, reservation.id);
    if (paid >= reservation.montantTotalCents) throw conflict(PAIEMENT_MESSAGES.alreadyPaid);
  }
}

/** Runs `work` with the stored files; if it throws, the files are deleted before the error goes on. */
export async function withUploadedFiles<T>(
  { storage, log }: Pick<PaiementsDeps, 'storage' | 'log'>,
  upload: ProofUpload,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (err) {
    await deleteStored(
      storage,
      upload.files.map((f) => f.cle),
      log,
    );
    throw err;
  }
}

/**
 * ADR 019: a buyer's sendings of proof files (a new payment, new proofs, a message with files),
 * each up to 50 MB and each telling every administrator. Generous for instalments paid ahead, far
 * below a flood.
 */
export const proofSendingLimits = (userId: string): Limit[] => [
  { key: `preuves:user:${userId}`, max: 10, windowMs: HOUR },
  { key: `preuves:user-jour:${userId}`, max: 30, windowMs: 24 * HOUR },
];

/**
 * ADR 019: one more payment of this buyer's reservation may join the staff's queue only while
 * fewer than MAX_PROOFS_UNDER_REVIEW wait there. Decisive under the reservation's row lock (the
 * sendings of one reservation then count in turn); before it, an early refusal.
 */
export async function assertRoomForReview(
  db: Executor,
  reservationId: string,
  userId: string,
): Promise<void> {
  if ((await repo.countUnderReview(db, reservationId, userId)) >= MAX_PROOFS_UNDER_REVIEW) {
    throw conflict(PAIEMENT_MESSAGES.tooManyUnderReview);
  }
}

/**
 * What refuses new proofs for an existing payment before any file is read: the buyer's rate limit,
 * then a full queue when these files would put the payment (back) in review, i.e. its status is
 * one `reopens` and staff are not already waiting for it. Anything else (not theirs, closed) is
 * left to the use case, which answers it in its own words.
 */
export function paymentProofGate(
  { db, limiter }: Pick<PaiementsDeps, 'db' | 'limiter'>,
  userId: string,
  paiementId: string,
  reopens: (statut: string) => boolean,
): BeforeFiles {
  return async () => {
    await limiter.check(...proofSendingLimits(userId));
    if (!isUuid(paiementId)) return;
    const owner = await repo.findPaiementOwner(db, paiementId);
    if (!owner || owner.userId !== userId || !reopens(owner.statut)) return;
    if (await repo.isUnderReview(db, paiementId)) return;
    await assertRoomForReview(db, owner.reservationId, userId);
  };
}
