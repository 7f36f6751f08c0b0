// The receipt of a validated payment (ADR 017): issued at validation (validate-paiement), or now
// for a payment validated before receipts existed, when someone asks for it or when the app starts.
// Payments issue receipts (recus/recus.issue.ts); the receipts module never reads payments' code.
import { RECU_MESSAGES } from '@parcelles/shared/contracts/recus';
import { notFound } from '@parcelles/shared/errors';
import type { Database } from '../../../db/client';
import { isAdmin } from '../../../lib/access';
import { conflict } from '../../../lib/conflict';
import { isUuid } from '../../../lib/ids';
import { issueRecu } from '../../recus/recus.issue';
import { recuFile, type PdfFile } from '../../recus/recus.pdf';
import * as recusRepo from '../../recus/recus.repository';
import * as reservationsRepo from '../../reservations/reservations.repository';
import type { Actor, PaiementsDeps } from '../paiements.deps';
import * as repo from '../paiements.repository';

/**
 * The receipt of a validated payment, issued now if it was validated before receipts existed.
 * Locks as validation does (reservation, then payment, then the counter), so it never races one.
 */
export async function ensureRecu(
  db: Database,
  paiementId: string,
  now: Date,
): Promise<recusRepo.RecuRow | undefined> {
  const existing = await recusRepo.findRecuOfPaiement(db, paiementId);
  if (existing) return existing;
  const owner = await repo.findPaiementOwner(db, paiementId);
  if (!owner) return undefined;
  const id = await db.transaction(async (tx) => {
    await reservationsRepo.lockReservation(tx, owner.reservationId);
    const paiement = await repo.lockPaiement(tx, paiementId);
    if (!paiement || paiement.statut !== 'VALIDE') return undefined;
    const again = await recusRepo.findRecuOfPaiement(tx, paiementId);
    if (again) return again.id;
    const validatedAt = paiement.traiteLe ?? paiement.datePaiement;
    const paidBeforeCents = await recusRepo.sumValidatedBefore(tx, paiement.reservationId, {
      id: paiement.id,
      validatedAt,
    });
    return (await issueRecu(tx, { paiement, validatedAt, paidBeforeCents, now })).id;
  });
  return id ? recusRepo.findRecu(db, id) : undefined;
}

/**
 * Receipts for every validated payment without one, oldest validation first, so the numbers
 * follow the order payments were validated in (run when the app starts; ADR 017).
 */
export async function backfillRecus(db: Database, now: Date): Promise<number> {
  let issued = 0;
  for (;;) {
    const missing = await recusRepo.findValidatedWithoutRecu(db, 100);
    if (missing.length === 0) return issued;
    let round = 0;
    for (const { id } of missing) {
      if (await ensureRecu(db, id, now)) round++;
    }
    issued += round;
    if (missing.length < 100 || round === 0) return issued;
  }
}

/** GET /paiements/{id}/recu: the payment's buyer or an ADMIN; 404 for anyone else. */
export async function getRecuPdf(
  { db, clock, publicUrl }: Pick<PaiementsDeps, 'db' | 'clock' | 'publicUrl'>,
  actor: Actor,
  paiementId: string,
): Promise<PdfFile> {
  if (!isUuid(paiementId)) throw notFound();
  const owner = await repo.findPaiementOwner(db, paiementId);
  if (!owner || (owner.userId !== actor.id && !isAdmin(actor))) throw notFound();
  const recu = await ensureRecu(db, paiementId, clock.now());
  if (!recu) throw conflict(RECU_MESSAGES.notValidated);
  return recuFile(recu, publicUrl);
}
