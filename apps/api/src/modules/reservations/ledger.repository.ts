// A reservation's payments as its rules read them (ADR 041): what is validated, whether a proof
// under review pauses the hold, the payments and receipts its pages list, and the one write a
// reservation's end makes on them (open proofs are void, DESIGN.md §4). The payments module
// writes everything else about payments, and reads these sums from here.
import { and, asc, count, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { awaitingComplement, underReview } from '../../db/payment-state';
import { paiements, recus } from '../../db/schema/index';

/** The sum of the reservation's validated payments, in cents. */
export async function sumValidatedCents(tx: Executor, reservationId: string): Promise<number> {
  const [row] = await tx
    .select({ cents: sql<string>`coalesce(sum(${paiements.montantCents}), 0)` })
    .from(paiements)
    .where(and(eq(paiements.reservationId, reservationId), eq(paiements.statut, 'VALIDE')));
  return Number(row?.cents ?? 0);
}

/** A proof under review, or awaited after a complement request, pauses the reservation's expiry. */
export async function hasPaymentUnderReview(db: Executor, reservationId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(paiements)
    .where(and(eq(paiements.reservationId, reservationId), underReview()));
  return (row?.n ?? 0) > 0;
}

/**
 * Proofs under review or still awaited are void once the reservation ends (DESIGN.md §4): voids
 * the payments still open (SOUMIS, EN_ATTENTE) and returns them as they were, for the audit.
 */
export async function cancelOpenPayments(
  db: Executor,
  reservationId: string,
): Promise<{ id: string; statut: string }[]> {
  const open = and(
    eq(paiements.reservationId, reservationId),
    inArray(paiements.statut, ['SOUMIS', 'EN_ATTENTE']),
  );
  const before = await db.select({ id: paiements.id, statut: paiements.statut }).from(paiements).where(open);
  if (before.length) await db.update(paiements).set({ statut: 'ANNULE', updatedAt: new Date() }).where(open);
  return before;
}

/** The payments of these reservations, oldest first, with their receipt, as the pages list them. */
export async function findPaymentsOf(db: Executor, reservationIds: string[]) {
  if (reservationIds.length === 0) return [];
  return db
    .select({
      ...getTableColumns(paiements),
      complementDemande: sql<boolean>`${awaitingComplement()}`.mapWith(Boolean),
      recuNumero: recus.numero,
      recuCode: recus.code,
    })
    .from(paiements)
    .leftJoin(recus, eq(recus.paiementId, paiements.id))
    .where(inArray(paiements.reservationId, reservationIds))
    .orderBy(asc(paiements.datePaiement));
}
