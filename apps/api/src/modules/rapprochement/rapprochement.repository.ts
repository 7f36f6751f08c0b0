// SQL of the statement lines (issue 26), the only writer of `lignes_releve`: the import inserts
// them, the matching (ADR 047) links them to payments and the staff's decisions set them aside or
// assign them; when a linked payment is rejected or cancelled its line waits again. Writers that
// link a line hold the matching's lock (`lockMatching`) and take it before any line, so two runs
// never link one payment twice (the unique index on paiement_id would refuse it anyway).
import { and, asc, eq, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { RapprochementMode } from '@parcelles/shared/domain';
import type { Executor } from '../../db/client';
import { awaitingComplement } from '../../db/payment-state';
import { lubumbashiDate } from '../../db/statement-state';
import { comptesEncaissement, lignesReleve, paiements, releves, reservations } from '../../db/schema/index';

export type LigneReleveRow = typeof lignesReleve.$inferSelect;
export type NewLigneReleve = Omit<
  typeof lignesReleve.$inferInsert,
  'id' | 'paiementId' | 'reservationSuggereeId' | 'rapprochement' | 'motifEcart' | 'traiteParId' | 'traiteLe'
>;

/** One lock for every writer of a line's link, held to the end of its transaction. */
const MATCHING_LOCK = 26_047;
export async function lockMatching(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${MATCHING_LOCK})`);
}

const chunks = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

// ---------------------------------------------------------------------------------------------
// The import.

/** Of these duplicate keys, those the account already has. */
export async function findExistingKeys(tx: Executor, compteId: string, cles: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const part of chunks(cles, 1000)) {
    const rows = await tx
      .select({ cle: lignesReleve.cleDoublon })
      .from(lignesReleve)
      .where(and(eq(lignesReleve.compteId, compteId), inArray(lignesReleve.cleDoublon, part)));
    for (const row of rows) found.add(row.cle);
  }
  return found;
}

/** Inserts the lines, a thousand per statement; their ids in the same order. */
export async function insertLignes(tx: Executor, lignes: NewLigneReleve[]): Promise<string[]> {
  const ids: string[] = [];
  for (const part of chunks(lignes, 1000)) {
    const rows = await tx.insert(lignesReleve).values(part).returning({ id: lignesReleve.id });
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

// ---------------------------------------------------------------------------------------------
// The matching's candidates (ADR 047).

/** Credit lines waiting for staff, of these amounts, with their account's currency and kind. */
export async function findWaitingLines(tx: Executor, montants: number[]) {
  if (montants.length === 0) return [];
  return tx
    .select({
      id: lignesReleve.id,
      montantCents: lignesReleve.montantCents,
      devise: lignesReleve.devise,
      dateOperation: lignesReleve.dateOperation,
      libelle: lignesReleve.libelle,
      referenceBanque: lignesReleve.referenceBanque,
      referenceClient: lignesReleve.referenceClient,
      annulation: lignesReleve.annulation,
      reservationSuggereeId: lignesReleve.reservationSuggereeId,
      compteDevise: comptesEncaissement.devise,
      compteType: comptesEncaissement.type,
      compteOperateur: comptesEncaissement.operateur,
    })
    .from(lignesReleve)
    .innerJoin(comptesEncaissement, eq(comptesEncaissement.id, lignesReleve.compteId))
    .where(
      and(
        eq(lignesReleve.statut, 'A_RAPPROCHER'),
        isNull(lignesReleve.paiementId),
        inArray(lignesReleve.montantCents, [...new Set(montants)]),
      ),
    )
    .orderBy(asc(lignesReleve.dateOperation), asc(lignesReleve.id));
}
export type WaitingLine = Awaited<ReturnType<typeof findWaitingLines>>[number];

/** Reservations by short reference or by the last 8 characters of their id (the legacy form). */
export async function findQuotedReservations(tx: Executor, courtes: string[], suffixes: string[]) {
  const bySuffix = sql`right(${reservations.id}::text, 8)`;
  const columns = {
    id: reservations.id,
    reference: reservations.reference,
    suffixe: sql<string>`${bySuffix}`,
  };
  const found: { id: string; reference: string; suffixe: string }[] = [];
  for (const part of chunks([...new Set(courtes)], 1000)) {
    found.push(...(await tx.select(columns).from(reservations).where(inArray(reservations.reference, part))));
  }
  for (const part of chunks([...new Set(suffixes)], 1000)) {
    found.push(...(await tx.select(columns).from(reservations).where(inArray(bySuffix, part))));
  }
  return [...new Map(found.map((r) => [r.id, r])).values()];
}

// Written with qualified names: inside a select list Drizzle leaves columns bare, and a bare "id"
// in the subquery would be the line's.
const noLine = sql.raw(
  `not exists (select 1 from "lignes_releve" "lr" where "lr"."paiement_id" = "paiements"."id")`,
);
const isOpen = sql<boolean>`("paiements"."statut" = 'SOUMIS' or ${awaitingComplement()})`;
const declaredDay = sql<string>`to_char(${lubumbashiDate(sql`${paiements.datePaiement}`)}, 'YYYY-MM-DD')`;
const candidateColumns = {
  id: paiements.id,
  reservationId: paiements.reservationId,
  montantCents: paiements.montantCents,
  jour: declaredDay,
  ouvert: isOpen.mapWith(Boolean),
};

/**
 * Mobile money payments whose transaction id (upper case, no spaces) is one of `ids`, not rejected
 * nor cancelled (read by the index paiements_mobile_money_transaction_key), with whether a line
 * could still take them (under review, awaited or validated, and no line yet).
 */
export async function findByTransactionIds(tx: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  const norm = sql<string>`upper(regexp_replace(${paiements.referencePaiement}, '[[:space:]]', '', 'g'))`;
  const rows: {
    id: string;
    reservationId: string;
    montantCents: number;
    jour: string;
    ouvert: boolean;
    operateur: string | null;
    transaction: string;
    libre: boolean;
  }[] = [];
  for (const part of chunks([...new Set(ids)], 1000)) {
    rows.push(
      ...(await tx
        .select({
          ...candidateColumns,
          operateur: paiements.operateur,
          transaction: norm,
          libre: sql<boolean>`(${noLine} and ("paiements"."statut" = 'VALIDE' or ${isOpen}))`.mapWith(
            Boolean,
          ),
        })
        .from(paiements)
        .where(
          and(
            eq(paiements.methode, 'MOBILE_MONEY'),
            notInArray(paiements.statut, ['REJETE', 'ANNULE']),
            inArray(paiements.operateur, ['MPESA', 'ORANGE_MONEY', 'AIRTEL_MONEY']),
            inArray(norm, part),
          ),
        )),
    );
  }
  return rows;
}

/** Payments under review or awaited, of these amounts, that no line pays yet. */
export async function findOpenPayments(tx: Executor, montants: number[]) {
  if (montants.length === 0) return [];
  return tx
    .select(candidateColumns)
    .from(paiements)
    .where(and(inArray(paiements.montantCents, [...new Set(montants)]), isOpen, noLine));
}

/**
 * Validated payments of these reservations and amounts that no line pays yet; not the cash staff
 * received at the office, which no statement shows.
 */
export async function findValidatedWithoutLine(tx: Executor, reservationIds: string[], montants: number[]) {
  if (reservationIds.length === 0 || montants.length === 0) return [];
  const found: Awaited<ReturnType<typeof findOpenPayments>> = [];
  for (const part of chunks([...new Set(reservationIds)], 1000)) {
    found.push(
      ...(await tx
        .select(candidateColumns)
        .from(paiements)
        .where(
          and(
            inArray(paiements.reservationId, part),
            inArray(paiements.montantCents, [...new Set(montants)]),
            eq(paiements.statut, 'VALIDE'),
            sql`not (${paiements.methode} = 'ESPECES' and ${paiements.enregistreParId} is not null)`,
            noLine,
          ),
        )),
    );
  }
  return found;
}

/**
 * Payments about to be linked, locked (share) and read again: only those still under review,
 * awaited or validated, and still without a line, may be linked. A payment another transaction is
 * changing right now is skipped, never waited for (no lock cycle with a decision in progress);
 * that decision matches its amount again once it commits.
 */
export async function lockLinkable(tx: Executor, paiementIds: string[]): Promise<Set<string>> {
  const linkable = new Set<string>();
  for (const part of chunks([...new Set(paiementIds)].sort(), 1000)) {
    const rows = await tx
      .select({
        id: paiements.id,
        ok: sql<boolean>`("paiements"."statut" = 'VALIDE' or ${isOpen})`.mapWith(Boolean),
      })
      .from(paiements)
      .where(inArray(paiements.id, part))
      .orderBy(asc(paiements.id))
      .for('share', { skipLocked: true });
    const linked = await tx
      .select({ id: lignesReleve.paiementId })
      .from(lignesReleve)
      .where(inArray(lignesReleve.paiementId, part));
    const taken = new Set(linked.map((r) => r.id));
    for (const row of rows) if (row.ok && !taken.has(row.id)) linkable.add(row.id);
  }
  return linkable;
}

/** Links a waiting line to a payment (the matching, or staff's assignment). False if it no longer waits. */
export async function linkLine(
  tx: Executor,
  ligneId: string,
  paiementId: string,
  mode: RapprochementMode,
  by: { acteurId: string; at: Date } | null = null,
): Promise<boolean> {
  const rows = await tx
    .update(lignesReleve)
    .set({
      statut: 'RAPPROCHEE',
      paiementId,
      rapprochement: mode,
      reservationSuggereeId: null,
      traiteParId: by?.acteurId ?? null,
      traiteLe: by?.at ?? null,
    })
    .where(and(eq(lignesReleve.id, ligneId), eq(lignesReleve.statut, 'A_RAPPROCHER')))
    .returning({ id: lignesReleve.id });
  return rows.length > 0;
}

/** Names a reservation on a waiting line (or none). */
export async function suggestReservation(
  tx: Executor,
  ligneId: string,
  reservationId: string | null,
): Promise<void> {
  await tx
    .update(lignesReleve)
    .set({ reservationSuggereeId: reservationId })
    .where(and(eq(lignesReleve.id, ligneId), eq(lignesReleve.statut, 'A_RAPPROCHER')));
}

/**
 * The lines linked to these payments wait again (the payment was rejected, cancelled or changed),
 * naming the payment's reservation; staff's own assignments are never undone. Returns them.
 */
export async function releaseLinesOf(tx: Executor, paiementIds: string[]) {
  if (paiementIds.length === 0) return [];
  return tx
    .update(lignesReleve)
    .set({
      statut: 'A_RAPPROCHER',
      paiementId: null,
      rapprochement: null,
      traiteParId: null,
      traiteLe: null,
      reservationSuggereeId: sql`(select ${paiements.reservationId} from ${paiements} where ${paiements.id} = ${lignesReleve.paiementId})`,
    })
    .where(and(inArray(lignesReleve.paiementId, paiementIds), ne(lignesReleve.rapprochement, 'MANUEL')))
    .returning({ id: lignesReleve.id, montantCents: lignesReleve.montantCents });
}

// ---------------------------------------------------------------------------------------------
// One line, for staff's decisions.

/** Status and reservation named of these lines (an import's report). */
export async function findLinesState(db: Executor, ids: string[]) {
  const rows: { id: string; statut: string; reservationSuggereeId: string | null }[] = [];
  for (const part of chunks(ids, 1000)) {
    rows.push(
      ...(await db
        .select({
          id: lignesReleve.id,
          statut: lignesReleve.statut,
          reservationSuggereeId: lignesReleve.reservationSuggereeId,
        })
        .from(lignesReleve)
        .where(inArray(lignesReleve.id, part))),
    );
  }
  return rows;
}

export async function lockLine(tx: Executor, id: string): Promise<LigneReleveRow | undefined> {
  const [row] = await tx.select().from(lignesReleve).where(eq(lignesReleve.id, id)).for('update');
  return row;
}

export async function findLine(db: Executor, id: string): Promise<LigneReleveRow | undefined> {
  const [row] = await db.select().from(lignesReleve).where(eq(lignesReleve.id, id));
  return row;
}

/** The line linked to a payment, if any. */
export async function findLineOfPayment(db: Executor, paiementId: string) {
  const [row] = await db.select().from(lignesReleve).where(eq(lignesReleve.paiementId, paiementId));
  return row;
}

export async function setAside(
  tx: Executor,
  id: string,
  values: { motifEcart: string; traiteParId: string; traiteLe: Date },
): Promise<void> {
  await tx
    .update(lignesReleve)
    .set({ ...values, statut: 'ECARTEE', reservationSuggereeId: null })
    .where(eq(lignesReleve.id, id));
}

/** A payment's amount, status and whether it is open, to tell whether its line must wait again. */
export async function findPaymentState(db: Executor, paiementId: string) {
  const [row] = await db
    .select({
      id: paiements.id,
      statut: paiements.statut,
      montantCents: paiements.montantCents,
      ouvert: isOpen.mapWith(Boolean),
    })
    .from(paiements)
    .where(eq(paiements.id, paiementId));
  return row;
}

/** The import a line came from, and its account's name: what the audit of a decision records. */
export async function findLineOrigin(db: Executor, ligneId: string) {
  const [row] = await db
    .select({
      releveId: releves.id,
      nomFichier: releves.nomFichier,
      format: releves.format,
      importeLe: releves.createdAt,
      compte: comptesEncaissement.nom,
    })
    .from(lignesReleve)
    .innerJoin(releves, eq(releves.id, lignesReleve.releveId))
    .innerJoin(comptesEncaissement, eq(comptesEncaissement.id, lignesReleve.compteId))
    .where(eq(lignesReleve.id, ligneId));
  return row;
}
