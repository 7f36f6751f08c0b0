// The back office's figures: aggregates only, one pass over each table, no row brought back but the
// five holds expiring first. Reads plots, reservations and payments; writes nothing.
import { and, asc, count, eq, gt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { paiements, parcelles, reservations, users } from '../../db/schema/index';

/** Plots per status and category (the sold ones per category come from the same counts). */
export async function countPlots(db: Executor) {
  return db
    .select({ statut: parcelles.statut, categorie: parcelles.categorie, n: count() })
    .from(parcelles)
    .groupBy(parcelles.statut, parcelles.categorie);
}

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/**
 * Reservations per status as buyers read them (DESIGN.md §4: a pending hold past its date is
 * expired at once, unless a proof under review pauses it), and the running holds ending before
 * `soon`.
 */
export async function countReservations(db: Executor, now: Date, soon: Date) {
  const underReview = sql`exists (select 1 from paiements p where p.reservation_id = "reservations"."id" and p.statut = 'SOUMIS')`;
  const running = sql`"reservations"."statut" = 'EN_ATTENTE' and ("reservations"."date_expiration" > ${at(now)} or ${underReview})`;
  const [row] = await db
    .select({
      enAttente: sql<number>`count(*) filter (where ${running})::int`,
      validees: sql<number>`count(*) filter (where "reservations"."statut" = 'VALIDEE')::int`,
      annulees: sql<number>`count(*) filter (where "reservations"."statut" = 'ANNULEE')::int`,
      expirees: sql<number>`count(*) filter (where "reservations"."statut" = 'EXPIREE' or ("reservations"."statut" = 'EN_ATTENTE' and not (${running})))::int`,
      expirentBientot: sql<number>`count(*) filter (where "reservations"."statut" = 'EN_ATTENTE'
        and "reservations"."date_expiration" > ${at(now)} and "reservations"."date_expiration" <= ${at(soon)})::int`,
    })
    .from(reservations);
  return row!;
}

/** The running holds ending first, before `soon`. */
export async function findExpiringSoon(db: Executor, now: Date, soon: Date, limit: number) {
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
    .where(
      and(
        eq(reservations.statut, 'EN_ATTENTE'),
        gt(reservations.dateExpiration, now),
        lte(reservations.dateExpiration, soon),
      ),
    )
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
      >`min("paiements"."date_paiement") filter (where "paiements"."statut" = 'SOUMIS')`,
      enRetard: sql<number>`count(*) filter (where "paiements"."statut" = 'SOUMIS' and "paiements"."date_paiement" <= ${at(late)})::int`,
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
