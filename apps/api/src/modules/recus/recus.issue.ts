// Issuing a receipt: inside the transaction that validates the payment (validate-paiement.ts), or
// later for a payment validated before receipts existed (ADR 017). Either way the caller holds the
// reservation's and the payment's row locks, so one payment never gets two receipts.
import type { Executor } from '../../db/client';
import { findSchedulesOf } from '../reservations/echeances.repository';
import { buildContenu, type ReceiptPayment } from './recus.contenu';
import { generateCode } from './recus.code';
import * as repo from './recus.repository';

export interface IssueInput {
  paiement: ReceiptPayment & { reservationId: string };
  /** When staff validated it. */
  validatedAt: Date;
  /** Validated payments of the reservation before this one. */
  paidBeforeCents: number;
  /** The issue date printed on the receipt. */
  now: Date;
}

export async function issueRecu(tx: Executor, input: IssueInput): Promise<{ id: string; numero: number }> {
  const { paiement } = input;
  const [facts, schedules] = await Promise.all([
    repo.findReceiptFacts(tx, paiement.reservationId),
    findSchedulesOf(tx, [paiement.reservationId]),
  ]);
  if (!facts) throw new Error(`reservation ${paiement.reservationId} not found for a receipt`);
  const contenu = buildContenu({
    paiement,
    validatedAt: input.validatedAt,
    reservation: { id: paiement.reservationId, ...facts },
    acheteur: {
      nom: facts.acheteurNom || facts.contactNom,
      email: facts.acheteurEmail || facts.contactEmail,
    },
    parcelle: { numeroLot: facts.numeroLot, adresse: facts.adresse },
    schedule: schedules.get(paiement.reservationId) ?? [],
    paidBeforeCents: input.paidBeforeCents,
  });
  // Last, so the counter's row lock is held as briefly as possible.
  const numero = await repo.nextNumero(tx);
  const { id } = await repo.insertRecu(tx, {
    numero,
    code: generateCode(),
    paiementId: paiement.id,
    reservationId: paiement.reservationId,
    montantCents: paiement.montantCents,
    emisLe: input.now,
    contenu: contenu as unknown as Record<string, unknown>,
  });
  return { id, numero };
}
