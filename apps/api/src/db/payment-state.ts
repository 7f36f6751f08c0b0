// What a payment's row means beyond its columns, in SQL, as the schema itself would say it in a
// view: when it was last sent for review, whether staff still wait for a complement, whether a
// reservation's hold is paused. Every repository that filters or sorts on these states composes
// them from here (ADR 041), so the rule is written once and no module lends its SQL to another.
import { eq, or, sql, type SQL } from 'drizzle-orm';
import { paiements } from './schema/index';

const sentAt = (paiement: string) => `coalesce("${paiement}"."soumis_le", "${paiement}"."date_paiement")`;

/**
 * When the payment's proofs were last sent for review: its declaration (`date_paiement`), or the
 * later new proofs or answer to staff (`soumis_le`). Review delays count from it (issue 23: the
 * declared date itself stays). `paiement` is the alias of the payments table in the query.
 */
export const sentForReviewAt = (paiement = 'paiements') => sql.raw(sentAt(paiement));

/**
 * An EN_ATTENTE payment whose staff asked for more and still wait (ADR 016): a complement request
 * made since its proofs were last sent. Withdrawing proofs also leaves a payment EN_ATTENTE; that
 * one does not count. Sending proofs or answering sets `soumis_le`, which closes the request.
 */
export const awaitingComplement = (paiement = 'paiements') =>
  sql.raw(`("${paiement}"."statut" = 'EN_ATTENTE' and exists (select 1 from "paiement_messages" "pm"
    where "pm"."paiement_id" = "${paiement}"."id" and "pm"."demande_complement"
    and "pm"."created_at" >= ${sentAt(paiement)}))`);

/** A payment staff have to look at: SOUMIS, or awaited after a complement request (ADR 016, 019). */
export const underReview = () => or(eq(paiements.statut, 'SOUMIS'), awaitingComplement())!;

/**
 * DESIGN.md §4: a proof under review (SOUMIS), or one staff asked more about (ADR 016), pauses the
 * expiry of the reservation whose id is the SQL `reservationId`.
 */
export const holdPausedFor = (reservationId: SQL) =>
  sql`exists (select 1 from "paiements" "pp" where "pp"."reservation_id" = ${reservationId}
    and ("pp"."statut" = 'SOUMIS' or ${awaitingComplement('pp')}))`;
