// The back office's figures: aggregates only, one pass over each table, no row brought back but the
// five holds expiring first (in 24 h, this week). Reads plots, reservations and payments; writes
// nothing. The pipeline's stages are written once in db/sales-pipeline.ts (ADR 045).
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ACTIVE_RESERVATION_STATUTS, type EtapeVente } from '@parcelles/shared/domain';
import type { Executor } from '../../db/client';
import { paiements, parcelles, reservations, users } from '../../db/schema/index';
import { sentForReviewAt } from '../../db/payment-state';
import {
  atStage,
  holdEndingBetween,
  lubumbashiMonth,
  paidInFull,
  runningHold,
} from '../../db/sales-pipeline';

/**
 * Plots per status and category, with the sum of their prices (the sold ones per category and the
 * value of the stock come from the same pass).
 */
export async function countPlots(db: Executor) {
  return db
    .select({
      statut: parcelles.statut,
      categorie: parcelles.categorie,
      n: count(),
      cents: sql<string>`sum(${parcelles.prixCents})`,
    })
    .from(parcelles)
    .groupBy(parcelles.statut, parcelles.categorie);
}

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/**
 * Reservations per status as buyers read them (DESIGN.md §4: a pending hold past its date is
 * expired at once, unless a proof under review or a complement awaited pauses it), and the
 * running holds ending by `soon` and before `weekEnd` (a paused one is not ending).
 */
export async function countReservations(db: Executor, now: Date, soon: Date, weekEnd: Date) {
  const running = runningHold(now);
  const [row] = await db
    .select({
      enAttente: sql<number>`count(*) filter (where ${running})::int`,
      validees: sql<number>`count(*) filter (where "reservations"."statut" = 'VALIDEE')::int`,
      annulees: sql<number>`count(*) filter (where "reservations"."statut" = 'ANNULEE')::int`,
      expirees: sql<number>`count(*) filter (where "reservations"."statut" = 'EXPIREE' or ("reservations"."statut" = 'EN_ATTENTE' and not (${running})))::int`,
      expirentBientot: sql<number>`count(*) filter (where ${holdEndingBetween(now, soon, { inclusive: true })})::int`,
      expirentSemaine: sql<number>`count(*) filter (where ${holdEndingBetween(now, weekEnd)})::int`,
    })
    .from(reservations);
  return row!;
}

/**
 * The sales pipeline (ADR 045): per stage, the running reservations, the sum of their prices and
 * what was collected on them. One pass over the running reservations, each given its stage once,
 * their validated sums aggregated once and joined (not summed again per row).
 */
export async function summarizePipeline(db: Executor, now: Date) {
  const paid = db
    .select({
      reservationId: paiements.reservationId,
      cents: sql<string>`sum(${paiements.montantCents})`.as('cents'),
    })
    .from(paiements)
    .where(eq(paiements.statut, 'VALIDE'))
    .groupBy(paiements.reservationId)
    .as('paye');
  const paidCents = sql`coalesce("paye"."cents", 0)`;
  const stage = (etape: EtapeVente) => sql`when ${atStage(etape, now, paidCents)} then ${etape}`;
  const running = db
    .select({
      etape: sql<EtapeVente | null>`case ${stage('reserve')} ${stage('acompte')} ${stage('vendu')} end`.as(
        'etape',
      ),
      prix: sql<string>`"reservations"."montant_total_cents"`.as('prix'),
      paye: sql<string>`${paidCents}`.as('paye_cents'),
    })
    .from(reservations)
    .leftJoin(paid, eq(paid.reservationId, reservations.id))
    .where(inArray(reservations.statut, [...ACTIVE_RESERVATION_STATUTS]))
    .as('en_cours');
  return db
    .select({
      etape: running.etape,
      n: count(),
      cents: sql<string>`sum(${running.prix})`,
      payeCents: sql<string>`sum(${running.paye})`,
    })
    .from(running)
    .where(sql`${running.etape} is not null`)
    .groupBy(running.etape);
}

/**
 * Sales per month (`AAAA-MM`, Lubumbashi) since `from`: the running reservations paid in full,
 * each in the month its payments reached the price (ADR 045); months with none left out.
 */
export async function salesPerMonth(db: Executor, from: Date) {
  return (
    db
      .select({
        mois: lubumbashiMonth(sql`"vendues"."le"`),
        n: count(),
        cents: sql<string>`sum(${reservations.montantTotalCents})`,
      })
      .from(reservations)
      .innerJoin(sql`${paidInFull} "vendues"`, sql`"vendues"."reservation_id" = ${reservations.id}`)
      .where(and(eq(reservations.statut, 'VALIDEE'), sql`"vendues"."le" >= ${at(from)}`))
      // By position: the month's expression stays written once.
      .groupBy(sql`1`)
  );
}

/** The running holds ending first, by `soon`. */
export async function findExpiringSoon(db: Executor, now: Date, soon: Date, limit: number) {
  return findExpiring(db, holdEndingBetween(now, soon, { inclusive: true }), limit);
}

/** The running holds ending first, before `weekEnd` (the next Monday's start). */
export async function findExpiringThisWeek(db: Executor, now: Date, weekEnd: Date, limit: number) {
  return findExpiring(db, holdEndingBetween(now, weekEnd), limit);
}

function findExpiring(db: Executor, ending: SQL, limit: number) {
  return db
    .select({
      id: reservations.id,
      reference: reservations.reference,
      dateExpiration: reservations.dateExpiration,
      parcelleId: parcelles.id,
      numeroLot: parcelles.numeroLot,
      acheteurId: users.id,
      acheteurNom: users.nom,
    })
    .from(reservations)
    .innerJoin(parcelles, eq(parcelles.id, reservations.parcelleId))
    .innerJoin(users, eq(users.id, reservations.userId))
    .where(ending)
    .orderBy(asc(reservations.dateExpiration), asc(reservations.id))
    .limit(limit);
}

/** When a payment counts as validated: its decision, or its date for rows without one. */
const validatedAt = sql`coalesce("paiements"."traite_le", "paiements"."date_paiement")`;

/**
 * Proofs awaiting review (how many, the oldest, how many sent before `late`) and the validated
 * money: in total and since `monthStart`.
 */
export async function summarizePayments(db: Executor, late: Date, monthStart: Date) {
  const [row] = await db
    .select({
      enAttente: sql<number>`count(*) filter (where "paiements"."statut" = 'SOUMIS')::int`,
      plusAncienne: sql<
        string | null
      >`min(${sentForReviewAt()}) filter (where "paiements"."statut" = 'SOUMIS')`,
      enRetard: sql<number>`count(*) filter (where "paiements"."statut" = 'SOUMIS' and ${sentForReviewAt()} <= ${at(late)})::int`,
      valideCents: sql<string>`coalesce(sum("paiements"."montant_cents") filter (where "paiements"."statut" = 'VALIDE'), 0)`,
      valideMoisCents: sql<string>`coalesce(sum("paiements"."montant_cents") filter (where "paiements"."statut" = 'VALIDE' and ${validatedAt} >= ${at(monthStart)}), 0)`,
    })
    .from(paiements);
  return row!;
}

/** Validated payments per week since `from` (week 0 starts at `from`), weeks with none left out. */
export async function validatedPerWeek(db: Executor, from: Date, weekMs: number) {
  const week = sql<number>`floor(extract(epoch from (${validatedAt} - ${at(from)})) * 1000 / ${weekMs})::int`;
  return (
    db
      .select({
        semaine: week,
        n: count(),
        cents: sql<string>`sum(${paiements.montantCents})`,
      })
      .from(paiements)
      .where(and(eq(paiements.statut, 'VALIDE'), sql`${validatedAt} >= ${at(from)}`))
      // By position: the week's expression carries parameters, which PostgreSQL would not match.
      .groupBy(sql`1`)
  );
}
