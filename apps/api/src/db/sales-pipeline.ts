// Where a reservation stands in the sales pipeline (issue 25, ADR 045), in SQL, as a view would say
// it: the dashboard counts with these and the staff's list filters with them, so a figure and the
// list it links to agree by construction. The row is the table "reservations" of the query.
import { sql, type SQL } from 'drizzle-orm';
import type { EtapeVente } from '@parcelles/shared/domain';
import { holdPausedFor } from './payment-state';

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/** When a payment counts as validated: its decision, or its date for rows without one. */
const validatedAt = (paiement: string) =>
  sql.raw(`coalesce("${paiement}"."traite_le", "${paiement}"."date_paiement")`);

/** The reservation's validated payments, in cents (a correlated subquery). */
const validatedCents = sql`(select coalesce(sum("pv"."montant_cents"), 0) from "paiements" "pv"
  where "pv"."reservation_id" = "reservations"."id" and "pv"."statut" = 'VALIDE')`;

/** DESIGN.md §4: a proof under review, or a complement awaited, pauses the hold's expiry. */
const holdPaused = holdPausedFor(sql`"reservations"."id"`);

/**
 * A hold still running as buyers read it (DESIGN.md §4): EN_ATTENTE and before its date, or past
 * it while paused. A pending hold past its date otherwise reads as expired, swept or not.
 */
export const runningHold = (now: Date) =>
  sql`("reservations"."statut" = 'EN_ATTENTE' and ("reservations"."date_expiration" > ${at(now)} or ${holdPaused}))`;

/**
 * The reservation is at `etape` of the pipeline, `paid` being its validated cents (the correlated
 * sum by default; an aggregate joined in when the caller counts many rows). VALIDEE means a
 * payment was validated (the first one ends the hold, ADR 015), so the stages need no schedule.
 */
export function atStage(etape: EtapeVente, now: Date, paid: SQL = validatedCents): SQL {
  switch (etape) {
    case 'reserve':
      return runningHold(now);
    case 'acompte':
      return sql`("reservations"."statut" = 'VALIDEE' and ${paid} < "reservations"."montant_total_cents")`;
    case 'vendu':
      return sql`("reservations"."statut" = 'VALIDEE' and ${paid} >= "reservations"."montant_total_cents")`;
  }
}

/**
 * Every reservation paid in full, and when (`"reservation_id"`, `"le"`): the validation of the
 * payment that brought its validated sum to the price, payments taken in the order they were
 * validated. One pass over the validated payments, for a query that counts them all.
 */
export const paidInFull = sql`(select "cumul"."reservation_id", min("cumul"."le") as "le" from (
    select "pc"."reservation_id", ${validatedAt('pc')} as "le",
      sum("pc"."montant_cents") over (partition by "pc"."reservation_id"
        order by ${validatedAt('pc')}, "pc"."id") as "paye"
    from "paiements" "pc" where "pc"."statut" = 'VALIDE'
  ) "cumul"
  join "reservations" "rc" on "rc"."id" = "cumul"."reservation_id"
  where "cumul"."paye" >= "rc"."montant_total_cents"
  group by "cumul"."reservation_id")`;

/**
 * The reservation was paid in full within [from, to): what was validated before `to` reaches the
 * price, what was validated before `from` does not. The same moment as `paidInFull` (payments are
 * positive, so the sum only grows), read for one row through its payments' index, without a pass
 * over every payment: what a filtered list needs.
 */
export const paidInFullBetween = (from: Date, to: Date) =>
  sql`(select coalesce(sum("pb"."montant_cents") filter (where ${validatedAt('pb')} < ${at(to)}), 0)
      >= "reservations"."montant_total_cents"
    and coalesce(sum("pb"."montant_cents") filter (where ${validatedAt('pb')} < ${at(from)}), 0)
      < "reservations"."montant_total_cents"
    from "paiements" "pb" where "pb"."reservation_id" = "reservations"."id" and "pb"."statut" = 'VALIDE')`;

/**
 * A running hold ending in [now, until) that no review pauses: the one about to expire. `until`
 * is included when `inclusive` (the 'within N hours' windows), excluded for a calendar end.
 */
export const holdEndingBetween = (now: Date, until: Date, { inclusive = false } = {}) =>
  sql`("reservations"."statut" = 'EN_ATTENTE' and not ${holdPaused}
    and "reservations"."date_expiration" > ${at(now)}
    and "reservations"."date_expiration" ${inclusive ? sql`<=` : sql`<`} ${at(until)})`;

/** `AAAA-MM` of the month an instant falls in, in Lubumbashi (UTC+2 all year, lib/calendar.ts). */
export const lubumbashiMonth = (instant: SQL) =>
  sql<string>`to_char((${instant} at time zone 'UTC') + interval '2 hours', 'YYYY-MM')`;
