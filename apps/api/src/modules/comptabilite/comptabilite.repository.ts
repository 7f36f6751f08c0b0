// The accountant's reads (issue 26, ADR 048): payments decided in a period and receipts issued in
// it, a page at a time in a stable order (a keyset, so a year of rows is never in memory at once),
// and their totals. Reads the payments', receipts', reservations', plots' and users' tables;
// writes nothing.
import { and, asc, count, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  comptesEncaissement,
  lignesReleve,
  paiements,
  parcelles,
  recus,
  reservations,
  users,
} from '../../db/schema/index';

/** A half-open range of instants: the first instant of `du` to the first of the day after `au`. */
export interface Instants {
  from: Date;
  to: Date;
}

/** A payment or a receipt as one line of the accountant's files. */
export interface LigneComptable {
  numeroRecu: number | null;
  /** When it was decided (payments) or issued (receipts). */
  date: Date;
  statut: string;
  acheteur: string;
  reservation: string;
  lot: string;
  methode: string;
  operateur: string | null;
  reference: string | null;
  montantCents: number;
  traitePar: string | null;
  /** The statement line the payment was matched to (ADR 047), if any. */
  releve: { date: string; libelle: string } | null;
  /** The company account of that line. */
  compte: string | null;
}

/** The statuses the accountant sees: money received, and the decided ones kept apart. */
export const STATUTS_COMPTABLES = ['VALIDE', 'REJETE', 'ANNULE'] as const;

const traiteur = alias(users, 'traiteur');
const enregistreur = alias(users, 'enregistreur');
/** Who validated it, or, for a payment staff recorded, who recorded it. */
const traitePar = sql<string | null>`coalesce(${traiteur.nom}, ${enregistreur.nom})`;
/**
 * The statement line matched to the payment, and its account (ADR 047): a line pays one payment
 * (a unique index), so the join adds no row. Matched means linked: `paiement_id` is set.
 */
const releveColumns = {
  releveDate: lignesReleve.dateOperation,
  releveLibelle: lignesReleve.libelle,
  compte: comptesEncaissement.nom,
};
const withReleve = (row: { releveDate: string | null; releveLibelle: string | null }) =>
  row.releveDate === null ? null : { date: row.releveDate, libelle: row.releveLibelle ?? '' };

/**
 * When a payment was decided (ADR 048): a validated one when staff validated it (`traite_le`; the
 * declaration for the oldest rows, as receipts date them), a rejected one when staff rejected it,
 * a cancelled one when its reservation ended (the void is its last write: `updated_at`).
 */
const decidedAt = sql`(case ${paiements.statut}
  when 'VALIDE' then coalesce(${paiements.traiteLe}, ${paiements.datePaiement})
  when 'REJETE' then coalesce(${paiements.traiteLe}, ${paiements.updatedAt})
  else ${paiements.updatedAt} end)`;
/** Validated first; rejected and cancelled after them, kept apart. */
const section = sql`(case when ${paiements.statut} = 'VALIDE' then 0 else 1 end)`;
/** The instant to the microsecond, as text a cursor can carry without losing any of it. */
const exactly = (instant: SQL) =>
  sql<string>`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const inPeriod = ({ from, to }: Instants) =>
  and(
    inArray(paiements.statut, [...STATUTS_COMPTABLES]),
    sql`${decidedAt} >= ${from.toISOString()}::timestamptz`,
    sql`${decidedAt} < ${to.toISOString()}::timestamptz`,
  );

/** Where the next page of payments starts: after this row in the export's order. */
export interface PaiementCursor {
  section: number;
  at: string;
  id: string;
}

/** Up to `limit` payments decided in the period, after `after`, validated first, then by date. */
export async function findPaiementsPage(
  db: Executor,
  period: Instants,
  after: PaiementCursor | null,
  limit: number,
): Promise<{ lignes: LigneComptable[]; next: PaiementCursor | null }> {
  const rows = await db
    .select({
      id: paiements.id,
      section: sql<number>`${section}`.mapWith(Number),
      cursorAt: exactly(decidedAt),
      date: sql<Date>`${decidedAt}`.mapWith(paiements.traiteLe),
      numeroRecu: recus.numero,
      statut: paiements.statut,
      acheteur: users.nom,
      reservation: reservations.reference,
      lot: parcelles.numeroLot,
      methode: paiements.methode,
      operateur: paiements.operateur,
      reference: paiements.referencePaiement,
      montantCents: paiements.montantCents,
      traitePar,
      ...releveColumns,
    })
    .from(paiements)
    .innerJoin(reservations, eq(reservations.id, paiements.reservationId))
    .innerJoin(parcelles, eq(parcelles.id, reservations.parcelleId))
    .innerJoin(users, eq(users.id, paiements.userId))
    .leftJoin(traiteur, eq(traiteur.id, paiements.traiteParId))
    .leftJoin(enregistreur, eq(enregistreur.id, paiements.enregistreParId))
    .leftJoin(recus, eq(recus.paiementId, paiements.id))
    .leftJoin(lignesReleve, eq(lignesReleve.paiementId, paiements.id))
    .leftJoin(comptesEncaissement, eq(comptesEncaissement.id, lignesReleve.compteId))
    .where(
      and(
        inPeriod(period),
        after
          ? sql`(${section}, ${decidedAt}, ${paiements.id}) > (${after.section}, ${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(section), asc(decidedAt), asc(paiements.id))
    .limit(limit);
  const last = rows.at(-1);
  return {
    lignes: rows.map(({ id: _id, section: _s, cursorAt: _c, releveDate, releveLibelle, ...ligne }) => ({
      ...ligne,
      releve: withReleve({ releveDate, releveLibelle }),
    })),
    next: rows.length === limit && last ? { section: last.section, at: last.cursorAt, id: last.id } : null,
  };
}

const recuIssuedIn = ({ from, to }: Instants) => and(gte(recus.emisLe, from), lt(recus.emisLe, to));
/** What the receipt says (ADR 017: fixed when it was issued), read from its content. */
const onReceipt = (...path: string[]) =>
  sql<string | null>`${recus.contenu} #>> ${`{${path.join(',')}}`}::text[]`;

/** Up to `limit` receipts issued in the period, numbered above `afterNumero`, in number order. */
export async function findRecusPage(
  db: Executor,
  period: Instants,
  afterNumero: number,
  limit: number,
): Promise<{ lignes: LigneComptable[]; next: number | null }> {
  const rows = await db
    .select({
      numeroRecu: recus.numero,
      date: recus.emisLe,
      statut: paiements.statut,
      acheteur: onReceipt('acheteur', 'nom'),
      reservation: onReceipt('reservation', 'reference'),
      lot: onReceipt('parcelle', 'numeroLot'),
      methode: onReceipt('paiement', 'methode'),
      operateur: onReceipt('paiement', 'operateur'),
      reference: onReceipt('paiement', 'reference'),
      montantCents: recus.montantCents,
      traitePar,
      ...releveColumns,
    })
    .from(recus)
    .innerJoin(paiements, eq(paiements.id, recus.paiementId))
    .leftJoin(traiteur, eq(traiteur.id, paiements.traiteParId))
    .leftJoin(enregistreur, eq(enregistreur.id, paiements.enregistreParId))
    .leftJoin(lignesReleve, eq(lignesReleve.paiementId, paiements.id))
    .leftJoin(comptesEncaissement, eq(comptesEncaissement.id, lignesReleve.compteId))
    .where(and(recuIssuedIn(period), sql`${recus.numero} > ${afterNumero}`))
    .orderBy(asc(recus.numero))
    .limit(limit);
  const last = rows.at(-1);
  return {
    lignes: rows.map(({ releveDate, releveLibelle, ...r }) => ({
      ...r,
      acheteur: r.acheteur ?? '',
      reservation: r.reservation ?? '',
      lot: r.lot ?? '',
      methode: r.methode ?? '',
      releve: withReleve({ releveDate, releveLibelle }),
    })),
    next: rows.length === limit && last ? last.numeroRecu : null,
  };
}

/**
 * Payments decided in the period, counted and summed by status, method, operator and the account
 * of their matched statement line (null: none matched).
 */
export async function sumPaiementsByKind(db: Executor, period: Instants) {
  const rows = await db
    .select({
      statut: paiements.statut,
      methode: paiements.methode,
      operateur: paiements.operateur,
      compte: comptesEncaissement.nom,
      nombre: count(),
      cents: sql<string>`sum(${paiements.montantCents})`,
    })
    .from(paiements)
    .leftJoin(lignesReleve, eq(lignesReleve.paiementId, paiements.id))
    .leftJoin(comptesEncaissement, eq(comptesEncaissement.id, lignesReleve.compteId))
    .where(inPeriod(period))
    .groupBy(paiements.statut, paiements.methode, paiements.operateur, comptesEncaissement.nom);
  return rows.map((r) => ({ ...r, cents: Number(r.cents) }));
}

/** Validated payments of the period that have no receipt (none should: ADR 017). */
export async function countValidatedWithoutRecu(db: Executor, period: Instants): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(paiements)
    .leftJoin(recus, eq(recus.paiementId, paiements.id))
    .where(and(inPeriod(period), eq(paiements.statut, 'VALIDE'), isNull(recus.id)));
  return row?.n ?? 0;
}

/** The receipts issued in the period: how many, their total, their first and last numbers. */
export async function summarizeRecus(db: Executor, period: Instants) {
  const [row] = await db
    .select({
      nombre: count(),
      cents: sql<string>`coalesce(sum(${recus.montantCents}), 0)`,
      premier: sql<number | null>`min(${recus.numero})`,
      dernier: sql<number | null>`max(${recus.numero})`,
    })
    .from(recus)
    .where(recuIssuedIn(period));
  return {
    nombre: row?.nombre ?? 0,
    cents: Number(row?.cents ?? 0),
    premier: row?.premier === null || row?.premier === undefined ? null : Number(row.premier),
    dernier: row?.dernier === null || row?.dernier === undefined ? null : Number(row.dernier),
  };
}

/**
 * The numbers missing from the receipts' sequence between the last receipt before `premier` (or 1)
 * and `dernier`, as ranges (the sequence is gap-free by construction: ADR 017). At most `limit`.
 */
export async function findMissingNumeros(
  db: Executor,
  premier: number,
  dernier: number,
  limit = 20,
): Promise<{ du: number; au: number }[]> {
  const [before] = await db
    .select({ numero: sql<number | null>`max(${recus.numero})` })
    .from(recus)
    .where(lt(recus.numero, premier));
  const previous = before?.numero === null || before?.numero === undefined ? 0 : Number(before.numero);
  const missing: { du: number; au: number }[] = [];
  if (previous < premier - 1) missing.push({ du: previous + 1, au: premier - 1 });
  const sequence = db
    .select({
      numero: recus.numero,
      suivant: sql<number | null>`lead(${recus.numero}) over (order by ${recus.numero})`.as('suivant'),
    })
    .from(recus)
    .where(and(gte(recus.numero, premier), sql`${recus.numero} <= ${dernier}`))
    .as('sequence');
  const holes = await db
    .select({ numero: sequence.numero, suivant: sequence.suivant })
    .from(sequence)
    .where(sql`${sequence.suivant} - ${sequence.numero} > 1`)
    .orderBy(asc(sequence.numero))
    .limit(limit);
  for (const h of holes) missing.push({ du: Number(h.numero) + 1, au: Number(h.suivant) - 1 });
  return missing.slice(0, limit);
}

/** Receipts numbered between `premier` and `dernier` but issued outside the period. */
export async function countNumberedOutside(
  db: Executor,
  period: Instants,
  premier: number,
  dernier: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recus)
    .where(
      and(
        gte(recus.numero, premier),
        sql`${recus.numero} <= ${dernier}`,
        sql`not (${recus.emisLe} >= ${period.from.toISOString()}::timestamptz and ${recus.emisLe} < ${period.to.toISOString()}::timestamptz)`,
      ),
    );
  return row?.n ?? 0;
}
