// SQL of the cash office's days (issue 26), the only writer of `clotures_caisse`: the cash
// payments staff recorded as paid on a day in Lubumbashi, and the day's closing. Closing a day and
// recording a cash payment dated on it take the same lock (`lockDay`), so a payment never slips in
// beside a closing that did not count it.
import { and, asc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { cloturesCaisse, paiements, parcelles, recus, reservations, users } from '../../db/schema/index';

const DAY_LOCK = 26_048;

/** Held to the end of the transaction: one writer at a time on the day's cash. */
export async function lockDay(tx: Executor, jour: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${DAY_LOCK}, hashtext(${jour}))`);
}

const closers = alias(users, 'clotureurs');

export async function findClosing(db: Executor, jour: string) {
  const [row] = await db
    .select({
      jour: cloturesCaisse.jour,
      closLe: cloturesCaisse.closLe,
      nombre: cloturesCaisse.nombre,
      totalCents: cloturesCaisse.totalCents,
      closParId: cloturesCaisse.closParId,
      closParNom: closers.nom,
    })
    .from(cloturesCaisse)
    .leftJoin(closers, eq(closers.id, cloturesCaisse.closParId))
    .where(eq(cloturesCaisse.jour, jour));
  return row;
}

export async function isClosed(db: Executor, jour: string): Promise<boolean> {
  const [row] = await db
    .select({ jour: cloturesCaisse.jour })
    .from(cloturesCaisse)
    .where(eq(cloturesCaisse.jour, jour));
  return row !== undefined;
}

/** Records the closing; false when the day was closed already. */
export async function insertClosing(
  tx: Executor,
  values: typeof cloturesCaisse.$inferInsert,
): Promise<boolean> {
  const rows = await tx
    .insert(cloturesCaisse)
    .values(values)
    .onConflictDoNothing()
    .returning({ jour: cloturesCaisse.jour });
  return rows.length > 0;
}

const cashiers = alias(users, 'caissiers');
const buyers = alias(users, 'acheteurs');

/**
 * The day's cash: validated cash payments staff recorded, dated in [from, to) (the day in
 * Lubumbashi), in the order they were recorded, with who received each and the receipt.
 */
export async function findCashPayments(db: Executor, from: Date, to: Date) {
  return db
    .select({
      id: paiements.id,
      montantCents: paiements.montantCents,
      referencePaiement: paiements.referencePaiement,
      commentaireAdmin: paiements.commentaireAdmin,
      datePaiement: paiements.datePaiement,
      enregistreLe: paiements.createdAt,
      recuParId: paiements.enregistreParId,
      recuParNom: cashiers.nom,
      reservationId: reservations.id,
      reservationReference: reservations.reference,
      numeroLot: parcelles.numeroLot,
      acheteur: buyers.nom,
      recuNumero: recus.numero,
      recuCode: recus.code,
    })
    .from(paiements)
    .innerJoin(reservations, eq(reservations.id, paiements.reservationId))
    .innerJoin(parcelles, eq(parcelles.id, reservations.parcelleId))
    .innerJoin(buyers, eq(buyers.id, paiements.userId))
    .leftJoin(cashiers, eq(cashiers.id, paiements.enregistreParId))
    .leftJoin(recus, eq(recus.paiementId, paiements.id))
    .where(
      and(
        eq(paiements.methode, 'ESPECES'),
        eq(paiements.statut, 'VALIDE'),
        isNotNull(paiements.enregistreParId),
        gte(paiements.datePaiement, from),
        lt(paiements.datePaiement, to),
      ),
    )
    .orderBy(asc(paiements.createdAt), asc(paiements.id));
}
export type CashPaymentRow = Awaited<ReturnType<typeof findCashPayments>>[number];
