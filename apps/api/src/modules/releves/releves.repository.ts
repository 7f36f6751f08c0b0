// SQL of the company's accounts and of their statement imports (issue 26), the only writer of
// `comptes_encaissement` and `releves`; and the staff's list of statement lines, read here (the
// lines themselves are written by the rapprochement module's repository, ADR 047).
import {
  TransactionRollbackError,
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LigneSens, LigneStatut } from '@parcelles/shared/domain';
import type { Database, Executor } from '../../db/client';
import {
  comptesEncaissement,
  lignesReleve,
  paiements,
  parcelles,
  releves,
  reservations,
  users,
} from '../../db/schema/index';
import { containsAny } from '../../db/contains-any';

export type CompteRow = typeof comptesEncaissement.$inferSelect;
export type CompteValues = Omit<typeof comptesEncaissement.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

// ---------------------------------------------------------------------------------------------
// Accounts.

// Written with qualified names: inside a select list Drizzle leaves columns bare, and a bare "id"
// in these subqueries would be the inner table's.
const ofCompte = (table: string) => sql.raw(`"${table}"."compte_id" = "comptes_encaissement"."id"`);
const compteColumns = {
  ...getTableColumns(comptesEncaissement),
  releves: sql<number>`(select count(*)::int from "releves" "r" where ${ofCompte('r')})`,
  dernierImportLe: sql<
    string | null
  >`(select max("r"."created_at") from "releves" "r" where ${ofCompte('r')})`,
  releveDu: sql<
    string | null
  >`(select to_char(min("r"."du"), 'YYYY-MM-DD') from "releves" "r" where ${ofCompte('r')})`,
  releveAu: sql<
    string | null
  >`(select to_char(max("r"."au"), 'YYYY-MM-DD') from "releves" "r" where ${ofCompte('r')})`,
  lignesARapprocher: sql<number>`(select count(*)::int from "lignes_releve" "l" where ${ofCompte('l')} and "l"."statut" = 'A_RAPPROCHER')`,
};
export type CompteDetailRow = Awaited<ReturnType<typeof findComptes>>[number];

/** Every account, active ones first, by name. */
export async function findComptes(db: Executor) {
  return db
    .select(compteColumns)
    .from(comptesEncaissement)
    .orderBy(desc(comptesEncaissement.actif), asc(sql`lower(${comptesEncaissement.nom})`));
}

export async function findCompteDetail(db: Executor, id: string) {
  const [row] = await db
    .select(compteColumns)
    .from(comptesEncaissement)
    .where(eq(comptesEncaissement.id, id));
  return row;
}

export async function findCompte(db: Executor, id: string): Promise<CompteRow | undefined> {
  const [row] = await db.select().from(comptesEncaissement).where(eq(comptesEncaissement.id, id));
  return row;
}

export async function lockCompte(tx: Executor, id: string): Promise<CompteRow | undefined> {
  const [row] = await tx
    .select()
    .from(comptesEncaissement)
    .where(eq(comptesEncaissement.id, id))
    .for('update');
  return row;
}

export async function insertCompte(tx: Executor, values: CompteValues): Promise<CompteRow> {
  const [row] = await tx.insert(comptesEncaissement).values(values).returning();
  return row!;
}

export async function updateCompte(tx: Executor, id: string, values: Partial<CompteValues>, now: Date) {
  await tx
    .update(comptesEncaissement)
    .set({ ...values, updatedAt: now })
    .where(eq(comptesEncaissement.id, id));
}

export async function hasStatements(db: Executor, compteId: string): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(releves).where(eq(releves.compteId, compteId));
  return (row?.n ?? 0) > 0;
}

// ---------------------------------------------------------------------------------------------
// Imports.

/**
 * Runs `work` in a transaction rolled back at its end (an import's dry run): the same reads and
 * writes as the real one, its answer, and nothing kept.
 */
export async function inRolledBackTransaction<T>(
  db: Database,
  work: (tx: Executor) => Promise<T>,
): Promise<T> {
  let result: { value: T } | undefined;
  try {
    await db.transaction(async (tx) => {
      result = { value: await work(tx) };
      tx.rollback();
    });
  } catch (err) {
    if (!(err instanceof TransactionRollbackError) || !result) throw err;
  }
  return result!.value;
}

export async function insertReleve(tx: Executor, values: typeof releves.$inferInsert): Promise<string> {
  const [row] = await tx.insert(releves).values(values).returning({ id: releves.id });
  return row!.id;
}

/** The first import of this very file (same SHA-256) into the account, and who made it. */
export async function findSameFile(db: Executor, compteId: string, empreinte: string) {
  const [row] = await db
    .select({ le: releves.createdAt, par: users.nom })
    .from(releves)
    .leftJoin(users, eq(users.id, releves.importeParId))
    .where(and(eq(releves.compteId, compteId), eq(releves.empreinte, empreinte)))
    .orderBy(asc(releves.createdAt))
    .limit(1);
  return row;
}

export async function findReservationRefs(db: Executor, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: reservations.id, reference: reservations.reference })
    .from(reservations)
    .where(inArray(reservations.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.reference]));
}

// ---------------------------------------------------------------------------------------------
// The staff's list of lines.

export interface LigneFilters {
  statut?: LigneStatut | undefined;
  compteId?: string | undefined;
  sens?: LigneSens | undefined;
  /** Booking days, both included. */
  du?: string | undefined;
  au?: string | undefined;
  /** A part of the narrative, the counterparty or a reference. */
  q?: string | undefined;
  /** Lines of these ids only. */
  ids?: string[] | undefined;
}

function lineWhere(f: Omit<LigneFilters, 'statut'>): SQL | undefined {
  return and(
    f.compteId ? eq(lignesReleve.compteId, f.compteId) : undefined,
    f.sens ? eq(lignesReleve.sens, f.sens) : undefined,
    f.du ? gte(lignesReleve.dateOperation, f.du) : undefined,
    f.au ? lte(lignesReleve.dateOperation, f.au) : undefined,
    f.ids ? inArray(lignesReleve.id, f.ids) : undefined,
    f.q
      ? containsAny(
          [
            lignesReleve.libelle,
            lignesReleve.contrepartie,
            lignesReleve.referenceBanque,
            lignesReleve.referenceClient,
          ],
          f.q,
        )
      : undefined,
  );
}

const suggested = alias(reservations, 'reservations_suggerees');
const suggestedPlots = alias(parcelles, 'parcelles_suggerees');
const suggestedBuyers = alias(users, 'acheteurs_suggeres');
const linkedReservations = alias(reservations, 'reservations_liees');
const linkedPlots = alias(parcelles, 'parcelles_liees');
const linkedBuyers = alias(users, 'acheteurs_lies');
const deciders = alias(users, 'traitants');

const lineColumns = {
  ...getTableColumns(lignesReleve),
  compteNom: comptesEncaissement.nom,
  compteType: comptesEncaissement.type,
  compteOperateur: comptesEncaissement.operateur,
  paiementStatut: paiements.statut,
  paiementMontantCents: paiements.montantCents,
  paiementMethode: paiements.methode,
  paiementDate: paiements.datePaiement,
  paiementReservationId: paiements.reservationId,
  paiementReservationReference: linkedReservations.reference,
  paiementNumeroLot: linkedPlots.numeroLot,
  paiementAcheteur: linkedBuyers.nom,
  suggereeReference: suggested.reference,
  suggereeStatut: suggested.statut,
  suggereeNumeroLot: suggestedPlots.numeroLot,
  suggereeAcheteur: suggestedBuyers.nom,
  suggereeTotalCents: suggested.montantTotalCents,
  suggereePayeCents: sql<string | null>`(select coalesce(sum(v.montant_cents), 0) from paiements v
    where v.reservation_id = "reservations_suggerees"."id" and v.statut = 'VALIDE')`,
  traiteParNom: deciders.nom,
};
export type LigneDetailRow = Awaited<ReturnType<typeof selectLines>>[number];

function selectLines(db: Executor) {
  return db
    .select(lineColumns)
    .from(lignesReleve)
    .innerJoin(comptesEncaissement, eq(comptesEncaissement.id, lignesReleve.compteId))
    .leftJoin(paiements, eq(paiements.id, lignesReleve.paiementId))
    .leftJoin(linkedReservations, eq(linkedReservations.id, paiements.reservationId))
    .leftJoin(linkedPlots, eq(linkedPlots.id, linkedReservations.parcelleId))
    .leftJoin(linkedBuyers, eq(linkedBuyers.id, paiements.userId))
    .leftJoin(suggested, eq(suggested.id, lignesReleve.reservationSuggereeId))
    .leftJoin(suggestedPlots, eq(suggestedPlots.id, suggested.parcelleId))
    .leftJoin(suggestedBuyers, eq(suggestedBuyers.id, suggested.userId))
    .leftJoin(deciders, eq(deciders.id, lignesReleve.traiteParId));
}

/** One page of lines, newest booking day first, and the count of each status under the same filters. */
export async function findLines(
  db: Executor,
  filters: LigneFilters,
  page: { offset: number; limit: number },
): Promise<{ rows: LigneDetailRow[]; total: number; parStatut: Map<string, number> }> {
  const others = lineWhere(filters);
  const where = and(others, filters.statut ? eq(lignesReleve.statut, filters.statut) : undefined);
  const [rows, counts] = await Promise.all([
    selectLines(db)
      .where(where)
      .orderBy(desc(lignesReleve.dateOperation), desc(lignesReleve.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ statut: lignesReleve.statut, n: count() })
      .from(lignesReleve)
      .where(others)
      .groupBy(lignesReleve.statut),
  ]);
  const parStatut = new Map(counts.map((c) => [c.statut, c.n]));
  const total = filters.statut
    ? (parStatut.get(filters.statut) ?? 0)
    : [...parStatut.values()].reduce((a, b) => a + b, 0);
  return { rows, total, parStatut };
}

export async function findLineDetail(db: Executor, id: string): Promise<LigneDetailRow | undefined> {
  const [row] = await selectLines(db).where(eq(lignesReleve.id, id));
  return row;
}
