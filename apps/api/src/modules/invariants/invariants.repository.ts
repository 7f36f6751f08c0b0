// SQL of the invariant check (`npm run db:check`, issue 23): each query finds the rows that break
// one rule of DESIGN.md §4. It only reads; every table keeps its one writer.
import { and, asc, count, eq, exists, inArray, isNotNull, ne, notExists, or, sql } from 'drizzle-orm';
import { ACTIVE_RESERVATION_STATUTS } from '@parcelles/shared/domain';
import type { Executor } from '../../db/client';
import { compteurs, paiements, parcelles, recus, reservations } from '../../db/schema/index';

const active = inArray(reservations.statut, [...ACTIVE_RESERVATION_STATUTS]);

// Correlated subqueries name the outer row in full: drizzle writes a column bare in a one-table select.

/** What validated payments have paid on the reservation of the row in the query. */
const paidOn = sql<number>`(select coalesce(sum(p.montant_cents), 0) from paiements p
  where p.reservation_id = "reservations"."id" and p.statut = 'VALIDE')`;

/** The running reservations (EN_ATTENTE or VALIDEE) of the plot of the row in the query. */
export const runningReservationOfPlot = (db: Executor) =>
  db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.parcelleId, parcelles.id), active));

/** Plots RESERVEE that no running reservation holds. */
export function reservedWithoutReservation(db: Executor) {
  return db
    .select({ id: parcelles.id, numeroLot: parcelles.numeroLot })
    .from(parcelles)
    .where(and(eq(parcelles.statut, 'RESERVEE'), notExists(runningReservationOfPlot(db))))
    .orderBy(asc(parcelles.numeroLot));
}

/**
 * Plots VENDUE without an owner, or whose owner has no validated reservation of the plot paid in
 * full: a sale is the payments reaching the price (DESIGN.md §4).
 */
export function soldWithoutPaidOwner(db: Executor) {
  return db
    .select({
      id: parcelles.id,
      numeroLot: parcelles.numeroLot,
      proprietaireId: parcelles.proprietaireId,
    })
    .from(parcelles)
    .where(
      and(
        eq(parcelles.statut, 'VENDUE'),
        notExists(
          db
            .select({ id: reservations.id })
            .from(reservations)
            .where(
              and(
                eq(reservations.parcelleId, parcelles.id),
                eq(reservations.userId, sql`${parcelles.proprietaireId}`),
                eq(reservations.statut, 'VALIDEE'),
                sql`${paidOn} >= ${reservations.montantTotalCents}`,
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(parcelles.numeroLot));
}

/** Plots with an owner that are not VENDUE. */
export function ownedNotSold(db: Executor) {
  return db
    .select({ id: parcelles.id, numeroLot: parcelles.numeroLot, statut: parcelles.statut })
    .from(parcelles)
    .where(and(isNotNull(parcelles.proprietaireId), ne(parcelles.statut, 'VENDUE')))
    .orderBy(asc(parcelles.numeroLot));
}

/**
 * Running reservations whose plot says otherwise: a plot is RESERVEE while its reservation is not
 * paid in full, then VENDUE to the reservation's buyer.
 */
export function runningOnPlotThatDisagrees(db: Executor) {
  const paidUp = sql`${paidOn} >= ${reservations.montantTotalCents}`;
  return db
    .select({
      id: reservations.id,
      reference: reservations.reference,
      statut: reservations.statut,
      numeroLot: parcelles.numeroLot,
      statutParcelle: parcelles.statut,
    })
    .from(reservations)
    .innerJoin(parcelles, eq(parcelles.id, reservations.parcelleId))
    .where(
      and(
        active,
        or(
          and(sql`not (${paidUp})`, ne(parcelles.statut, 'RESERVEE')),
          and(
            sql`${paidUp}`,
            or(
              ne(parcelles.statut, 'VENDUE'),
              sql`${parcelles.proprietaireId} is distinct from ${reservations.userId}`,
            ),
          ),
        ),
      ),
    )
    .orderBy(asc(reservations.reference));
}

/** Plots held by more than one running reservation (a unique index forbids it too). */
export function plotsHeldTwice(db: Executor) {
  return db
    .select({ parcelleId: reservations.parcelleId, n: count() })
    .from(reservations)
    .where(active)
    .groupBy(reservations.parcelleId)
    .having(sql`count(*) > 1`);
}

/** Reservations still EN_ATTENTE although a payment of theirs was validated (which makes them VALIDEE). */
export function pendingWithValidatedPayment(db: Executor) {
  return db
    .select({ id: reservations.id, reference: reservations.reference })
    .from(reservations)
    .where(
      and(
        eq(reservations.statut, 'EN_ATTENTE'),
        exists(
          db
            .select({ id: paiements.id })
            .from(paiements)
            .where(and(eq(paiements.reservationId, reservations.id), eq(paiements.statut, 'VALIDE'))),
        ),
      ),
    )
    .orderBy(asc(reservations.reference));
}

/** Payments awaiting review (or a complement) on a reservation cancelled or expired: those are ANNULE. */
export function openPaymentsOfClosedReservations(db: Executor) {
  return db
    .select({ id: paiements.id, statut: paiements.statut, reference: reservations.reference })
    .from(paiements)
    .innerJoin(reservations, eq(reservations.id, paiements.reservationId))
    .where(
      and(
        inArray(paiements.statut, ['SOUMIS', 'EN_ATTENTE']),
        inArray(reservations.statut, ['ANNULEE', 'EXPIREE']),
      ),
    )
    .orderBy(asc(reservations.reference), asc(paiements.id));
}

/** Payments made by someone other than the reservation's buyer. */
export function paymentsOfAnotherBuyer(db: Executor) {
  return db
    .select({ id: paiements.id, reference: reservations.reference })
    .from(paiements)
    .innerJoin(reservations, eq(reservations.id, paiements.reservationId))
    .where(ne(paiements.userId, reservations.userId))
    .orderBy(asc(paiements.id));
}

/** Validated payments without their receipt. */
export function validatedWithoutReceipt(db: Executor) {
  return db
    .select({ id: paiements.id })
    .from(paiements)
    .where(
      and(
        eq(paiements.statut, 'VALIDE'),
        notExists(db.select({ id: recus.id }).from(recus).where(eq(recus.paiementId, paiements.id))),
      ),
    )
    .orderBy(asc(paiements.id));
}

/** Receipts of a payment that is not validated, or for another amount or reservation than it. */
export function receiptsNotMatchingTheirPayment(db: Executor) {
  return db
    .select({ id: recus.id, numero: recus.numero, statut: paiements.statut })
    .from(recus)
    .innerJoin(paiements, eq(paiements.id, recus.paiementId))
    .where(
      or(
        ne(paiements.statut, 'VALIDE'),
        ne(recus.montantCents, paiements.montantCents),
        ne(recus.reservationId, paiements.reservationId),
      ),
    )
    .orderBy(asc(recus.numero));
}

/** Every receipt number, in order (the gap-free sequence is checked by the caller). */
export async function receiptNumbers(db: Executor): Promise<number[]> {
  const rows = await db.select({ numero: recus.numero }).from(recus).orderBy(asc(recus.numero));
  return rows.map((r) => r.numero);
}

/** The receipts counter: the last number issued. */
export async function receiptCounter(db: Executor): Promise<number | undefined> {
  const [row] = await db
    .select({ valeur: compteurs.valeur })
    .from(compteurs)
    .where(eq(compteurs.cle, 'recus'));
  return row?.valeur;
}

/**
 * Reservations whose schedule does not add up to what the buyer owes (ADR 015). One without any
 * instalment row (written outside the use cases, as test fixtures do) is not reported: every
 * screen reads it as having no schedule.
 */
export function schedulesNotAddingUp(db: Executor) {
  const total = sql<string>`(select sum(e.montant_cents) from echeances e
    where e.reservation_id = "reservations"."id")`;
  return db
    .select({
      id: reservations.id,
      reference: reservations.reference,
      montantTotalCents: reservations.montantTotalCents,
      echeancierCents: total,
    })
    .from(reservations)
    .where(sql`${total} <> ${reservations.montantTotalCents}`)
    .orderBy(asc(reservations.reference));
}
