// Receipts: a reservation's statement (its buyer, or staff who read reservations), the public
// check of a code and the mail attachment. Payments issue receipts and serve a payment's own
// (paiements/use-cases/payment-receipt.ts, ADR 017).
import { RECU_MESSAGES, type RecuVerification } from '@parcelles/shared/contracts/recus';
import { fromCents } from '@parcelles/shared/domain';
import { notFound } from '@parcelles/shared/errors';
import type { Executor } from '../../db/client';
import { MINUTE, HOUR } from '../../plugins/rate-limit';
import type { AuthContext } from '../auth/auth.context';
import { findVisibleReservation, loadReservation } from '../reservations/reservation-view';
import type { RecusDeps } from './recus.deps';
import { normalizeCode } from './recus.code';
import { recuFile, renderRelevePdf, type PdfFile } from './recus.pdf';
import * as repo from './recus.repository';

/** The mail sender's attachment: a receipt's PDF by the receipt's id. */
export async function recuAttachment(db: Executor, publicUrl: string, recuId: string) {
  const recu = await repo.findRecu(db, recuId);
  if (!recu) throw new Error(`receipt ${recuId} not found`);
  const file = await recuFile(recu, publicUrl);
  return { ...file, contentType: 'application/pdf' };
}

/** GET /reservations/{id}/releve: as GET /reservations/{id} (the buyer's own, any for staff). */
export async function getRelevePdf(
  { db, clock }: Pick<RecusDeps, 'db' | 'clock'>,
  auth: AuthContext,
  reservationId: string,
): Promise<PdfFile> {
  await findVisibleReservation(db, auth, reservationId, { readOnly: true });
  const now = clock.now();
  const reservation = await loadReservation(db, reservationId, now);
  return {
    filename: `releve-${reservation.reference}.pdf`,
    content: await renderRelevePdf({ reservation, now }),
  };
}

/** 'Alice Mbuyi' → 'A**** M****': each part of the name keeps only its first letter. */
export const maskName = (nom: string): string =>
  nom
    .trim()
    .split(/\s+/)
    .map((part) =>
      part
        .split('-')
        .map((piece) => {
          const [first = '', ...rest] = [...piece];
          return first + '*'.repeat(Math.max(rest.length, 1));
        })
        .join('-'),
    )
    .join(' ');

/** Never matches a stored code (they are 16 characters): malformed codes take the same path. */
const NO_CODE = '-';

/** GET /recus/verifier/{code}: public, rate-limited per client. */
export async function verifyRecu(
  { db, limiter }: Pick<RecusDeps, 'db' | 'limiter'>,
  ip: string | null,
  input: string,
): Promise<RecuVerification> {
  const client = ip ?? 'inconnu';
  await limiter.check(
    { key: `recu-verifier:ip:${client}`, max: 30, windowMs: MINUTE },
    { key: `recu-verifier:ip-heure:${client}`, max: 300, windowMs: HOUR },
  );
  const recu = await repo.findRecuByCode(db, normalizeCode(input) ?? NO_CODE);
  if (!recu) throw notFound(RECU_MESSAGES.notFound);
  return {
    valide: true,
    numero: recu.numero,
    dateEmission: recu.emisLe.toISOString(),
    montant: fromCents(recu.montantCents),
    numeroLot: recu.contenu.parcelle.numeroLot,
    acheteur: maskName(recu.contenu.acheteur.nom),
    methode: recu.contenu.paiement.methodeLibelle,
  };
}
