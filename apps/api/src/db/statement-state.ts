// Issue 26 (ADR 047): what the imported statements say of a payment, in SQL, once, beside
// payment-state.ts: the statement line linked to it, and whether it is missing from a statement
// that should show it. The payments' staff list composes these (no repository lends SQL, ADR 041).
import { sql, type SQL } from 'drizzle-orm';

/** The calendar day (a `date`) an instant falls on in Lubumbashi (UTC+2 all year). */
export const lubumbashiDate = (instant: SQL) =>
  sql`(((${instant}) at time zone 'UTC') + interval '2 hours')::date`;

/**
 * The statement line linked to the payment aliased `paiement`, as JSON (id, dateOperation,
 * montantCents, devise, libelle, compte, rapprochement), or null.
 */
export const linkedStatementLine = (paiement = 'paiements') =>
  sql.raw(`(select json_build_object('id', "l"."id", 'dateOperation', "l"."date_operation",
    'montantCents', "l"."montant_cents", 'devise', "l"."devise", 'libelle', "l"."libelle",
    'compte', "c"."nom", 'rapprochement', "l"."rapprochement")
    from "lignes_releve" "l" join "comptes_encaissement" "c" on "c"."id" = "l"."compte_id"
    where "l"."paiement_id" = "${paiement}"."id")`);

/** When a payment may read 'Absent du relevé': declared before `declaredBefore`, `days` days ago. */
export interface StatementCutoff {
  declaredBefore: Date;
  days: number;
}

/**
 * 'Absent du relevé': the payment aliased `paiement` (a transfer or mobile money, under review,
 * awaited or validated) was declared over `days` days ago and no line is linked to it, while a
 * statement of an account it could be on (a bank account for a transfer, the operator's account
 * for mobile money, in dollars) was imported covering the day `days` days after it was declared:
 * the money had that long to show, on a statement that would show it.
 */
export const missingFromStatements = (
  { declaredBefore, days }: StatementCutoff,
  paiement = 'paiements',
): SQL => {
  const p = (column: string) => sql.raw(`"${paiement}"."${column}"`);
  return sql`(${p('statut')} in ('SOUMIS', 'EN_ATTENTE', 'VALIDE')
    and ${p('methode')} in ('VIREMENT_BANCAIRE', 'MOBILE_MONEY')
    and ${p('date_paiement')} < ${declaredBefore.toISOString()}::timestamptz
    and not exists (select 1 from "lignes_releve" "l" where "l"."paiement_id" = ${p('id')})
    and exists (select 1 from "releves" "r" join "comptes_encaissement" "c" on "c"."id" = "r"."compte_id"
      where "c"."devise" = 'USD'
      and (case when ${p('methode')} = 'MOBILE_MONEY'
        then "c"."type" = 'MOBILE_MONEY' and "c"."operateur" = ${p('operateur')}
        else "c"."type" = 'BANQUE' end)
      and "r"."au" >= ${lubumbashiDate(p('date_paiement'))} + ${Math.ceil(days)}::int))`;
};
