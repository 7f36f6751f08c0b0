// Receipts: the PDF of a payment's receipt (its buyer or an ADMIN), a reservation's statement
// (its buyer, or staff who read reservations), the public check of a code, the mail attachment,
// and the receipts of payments validated before receipts existed (ADR 017).
import { RECU_MESSAGES, type RecuVerification } from '@parcelles/shared/contracts/recus';
import { fromCents } from '@parcelles/shared/domain';
import { notFound } from '@parcelles/shared/errors';
import type { Database, Executor } from '../../db/client';
import { isAdmin } from '../../lib/access';
import { conflict } from '../../lib/conflict';
import { isUuid } from '../../lib/ids';
import { MINUTE, HOUR } from '../../plugins/rate-limit';
import type { AuthContext } from '../auth/auth.context';
import * as paiementsRepo from '../paiements/paiements.repository';
import * as reservationsRepo from '../reservations/reservations.repository';
import { findVisibleReservation, loadReservation } from '../reservations/use-cases/reservation-view';
import type { RecusDeps } from './recus.deps';
import { normalizeCode } from './recus.code';
import { issueRecu } from './recus.issue';
import { numeroRecu, renderRecuPdf, renderRelevePdf } from './recus.pdf';
import * as repo from './recus.repository';

export interface PdfFile {
  filename: string;
  content: Buffer;
}

/**
 * The receipt of a validated payment, issued now if it was validated before receipts existed.
 * Locks as validation does (reservation, then payment, then the counter), so it never races one.
 */
export async function ensureRecu(
  db: Database,
  paiementId: string,
  now: Date,
): Promise<repo.RecuRow | undefined> {
  const existing = await repo.findRecuOfPaiement(db, paiementId);
  if (existing) return existing;
  const owner = await paiementsRepo.findPaiementOwner(db, paiementId);
  if (!owner) return undefined;
  const id = await db.transaction(async (tx) => {
    await reservationsRepo.lockReservation(tx, owner.reservationId);
    const paiement = await paiementsRepo.lockPaiement(tx, paiementId);
    if (!paiement || paiement.statut !== 'VALIDE') return undefined;
    const again = await repo.findRecuOfPaiement(tx, paiementId);
    if (again) return again.id;
    const validatedAt = paiement.traiteLe ?? paiement.datePaiement;
    const paidBeforeCents = await repo.sumValidatedBefore(tx, paiement.reservationId, {
      id: paiement.id,
      validatedAt,
    });
    return (await issueRecu(tx, { paiement, validatedAt, paidBeforeCents, now })).id;
  });
  return id ? repo.findRecu(db, id) : undefined;
}

/**
 * Receipts for every validated payment without one, oldest validation first, so the numbers
 * follow the order payments were validated in (run when the app starts; ADR 017).
 */
export async function backfillRecus(db: Database, now: Date): Promise<number> {
  let issued = 0;
  for (;;) {
    const missing = await repo.findValidatedWithoutRecu(db, 100);
    if (missing.length === 0) return issued;
    let round = 0;
    for (const { id } of missing) {
      if (await ensureRecu(db, id, now)) round++;
    }
    issued += round;
    if (missing.length < 100 || round === 0) return issued;
  }
}

const recuFile = async (recu: repo.RecuRow, publicUrl: string): Promise<PdfFile> => ({
  filename: `recu-${numeroRecu(recu.numero)}.pdf`,
  content: await renderRecuPdf({
    numero: recu.numero,
    code: recu.code,
    emisLe: recu.emisLe,
    contenu: recu.contenu,
    publicUrl,
  }),
});

/** GET /paiements/{id}/recu: the payment's buyer or an ADMIN; 404 for anyone else. */
export async function getRecuPdf(
  { db, clock, publicUrl }: Pick<RecusDeps, 'db' | 'clock' | 'publicUrl'>,
  actor: { id: string; role: string },
  paiementId: string,
): Promise<PdfFile> {
  if (!isUuid(paiementId)) throw notFound();
  const owner = await paiementsRepo.findPaiementOwner(db, paiementId);
  if (!owner || (owner.userId !== actor.id && !isAdmin(actor))) throw notFound();
  const recu = await ensureRecu(db, paiementId, clock.now());
  if (!recu) throw conflict(RECU_MESSAGES.notValidated);
  return recuFile(recu, publicUrl);
}

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
