// The receipt of a validated payment (ADR 017): issued at validation (validate-paiement), or now
// for a payment validated before receipts existed, when someone asks for it or in the background
// after the app starts (recus-backfill.ts, ADR 050). Payments issue receipts (recus/recus.issue.ts);
// the receipts module never reads payments' code.
import { RECU_MESSAGES } from '@parcelles/shared/contracts/recus';
import { notFound } from '@parcelles/shared/errors';
import type { Database, Executor } from '../../../db/client';
import { isAdmin } from '../../../lib/access';
import { conflict } from '../../../lib/conflict';
import { isUuid } from '../../../lib/ids';
import { retryTransaction } from '../../../lib/transaction-retry';
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
    return (await issueLateRecu(tx, paiement, now)).id;
  });
  return id ? recusRepo.findRecu(db, id) : undefined;
}

/** The receipt of a payment validated without one; the caller holds its reservation and its row. */
async function issueLateRecu(tx: Executor, paiement: repo.PaiementRow, now: Date) {
  const validatedAt = paiement.traiteLe ?? paiement.datePaiement;
  const paidBeforeCents = await recusRepo.sumValidatedBefore(tx, paiement.reservationId, {
    id: paiement.id,
    validatedAt,
  });
  return issueRecu(tx, { paiement, validatedAt, paidBeforeCents, now });
}

/**
 * One batch of the backfill (ADR 050): receipts for the `limit` earliest-validated payments still
 * without one, in validation order, in one transaction. The backfill's lock makes instances take
 * turns, and each batch reads the oldest payments left once it holds it, so numbers follow the
 * validation order across instances. Locks keep ADR 017's order (reservations, then payments,
 * then the counter): every reservation of the batch first, so no validation waiting for the
 * counter ever holds one this batch still needs. `done` once nothing is left after it.
 */
export async function issueMissingRecus(
  db: Database,
  now: Date,
  limit: number,
): Promise<{ issued: number; done: boolean }> {
  return retryTransaction(() =>
    db.transaction(async (tx) => {
      await recusRepo.lockBackfill(tx);
      const missing = await recusRepo.findValidatedWithoutRecu(tx, limit);
      const reservationIds = [...new Set(missing.map((m) => m.reservationId))].sort();
      for (const id of reservationIds) await reservationsRepo.lockReservation(tx, id);
      let issued = 0;
      for (const { id } of missing) {
        // Re-read under its lock: a request for its receipt may have issued it meanwhile.
        const paiement = await repo.lockPaiement(tx, id);
        if (paiement?.statut !== 'VALIDE' || (await recusRepo.findRecuOfPaiement(tx, id))) continue;
        await issueLateRecu(tx, paiement, now);
        issued++;
      }
      return { issued, done: missing.length < limit };
    }),
  );
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
