// SQL of payments and their proof files, the only writer of both. Writers that decide on money take
// the reservation's row lock first (reservations.repository `lockReservation`), then the payment's,
// always in that order, so concurrent validations of one reservation see each other's sums and
// never deadlock.
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  inArray,
  lt,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PaiementMethode, PaiementStatut } from '@parcelles/shared/domain';
import type { Executor } from '../../db/client';
import { awaitingComplement, underReview } from '../../db/payment-state';
import { linkedStatementLine, missingFromStatements, type StatementCutoff } from '../../db/statement-state';
import { paiementMessages, paiements, parcelles, preuves, reservations, users } from '../../db/schema/index';
import { containsAny } from '../../db/contains-any';
import { containsPattern } from '../../lib/sql-like';

export type PaiementRow = typeof paiements.$inferSelect;
export type PreuveRow = typeof preuves.$inferSelect;
export type NewPreuve = Pick<PreuveRow, 'cle' | 'nomFichier' | 'typeMime' | 'tailleOctets'>;

const detailColumns = {
  ...getTableColumns(paiements),
  parcelleId: parcelles.id,
  numeroLot: parcelles.numeroLot,
  acheteurNom: users.nom,
  acheteurEmail: users.email,
  reservationStatut: reservations.statut,
  // Its receipt (issue 12), null until validated.
  recuNumero: sql<number | null>`(select numero from recus where recus.paiement_id = ${paiements.id})`,
  recuCode: sql<string | null>`(select code from recus where recus.paiement_id = ${paiements.id})`,
};

export type PaiementDetailRow = PaiementRow & {
  parcelleId: string;
  numeroLot: string;
  acheteurNom: string;
  acheteurEmail: string;
  reservationStatut: string;
  recuNumero: number | null;
  recuCode: string | null;
  preuves: PreuveRow[];
};

export interface PaiementFilters {
  userId?: string | undefined;
  reservationId?: string | undefined;
  statut?: PaiementStatut | undefined;
  methode?: PaiementMethode | undefined;
}

const whereOf = (f: PaiementFilters): SQL | undefined =>
  and(
    f.userId ? eq(paiements.userId, f.userId) : undefined,
    f.reservationId ? eq(paiements.reservationId, f.reservationId) : undefined,
    f.statut ? eq(paiements.statut, f.statut) : undefined,
    f.methode ? eq(paiements.methode, f.methode) : undefined,
  );

const detailQuery = (db: Executor) =>
  db
    .select(detailColumns)
    .from(paiements)
    .innerJoin(reservations, eq(reservations.id, paiements.reservationId))
    .innerJoin(parcelles, eq(parcelles.id, reservations.parcelleId))
    .innerJoin(users, eq(users.id, paiements.userId));

async function withPreuves(
  db: Executor,
  rows: Omit<PaiementDetailRow, 'preuves'>[],
): Promise<PaiementDetailRow[]> {
  if (rows.length === 0) return [];
  const files = await db
    .select()
    .from(preuves)
    .where(
      inArray(
        preuves.paiementId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(preuves.createdAt), asc(preuves.id));
  return rows.map((row) => ({ ...row, preuves: files.filter((f) => f.paiementId === row.id) }));
}

export async function findPaiementDetail(db: Executor, id: string): Promise<PaiementDetailRow | undefined> {
  const rows = await detailQuery(db).where(eq(paiements.id, id));
  return (await withPreuves(db, rows))[0];
}

export async function findPaiements(
  db: Executor,
  filters: PaiementFilters,
  page: { offset: number; limit: number; oldestFirst?: boolean },
): Promise<{ rows: PaiementDetailRow[]; total: number }> {
  const where = whereOf(filters);
  const order = page.oldestFirst
    ? [asc(paiements.datePaiement), asc(paiements.id)]
    : [desc(paiements.datePaiement), desc(paiements.id)];
  const [rows, [total]] = await Promise.all([
    detailQuery(db)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(paiements).where(where),
  ]);
  return { rows: await withPreuves(db, rows), total: total?.n ?? 0 };
}

export interface AdminPaiementFilters {
  statut?: PaiementStatut | undefined;
  methode?: PaiementMethode | undefined;
  /** datePaiement >= du and < au. */
  du?: Date | undefined;
  au?: Date | undefined;
  /** A part of the buyer's (account or contact) name or e-mail. */
  acheteur?: string | undefined;
  /** A part of the lot number. */
  lot?: string | undefined;
}

/** A reference as people mistype it: letter case and spaces do not make it another one. */
// Written as the expression of the index paiements_reference_norm_idx, so the lookup uses it.
const normalizedReference = (table: string) =>
  sql.raw(`lower(regexp_replace("${table}"."reference_paiement", '[[:space:]]', '', 'g'))`);

const adminWhereOf = (f: AdminPaiementFilters): SQL | undefined =>
  and(
    f.statut ? eq(paiements.statut, f.statut) : undefined,
    f.methode ? eq(paiements.methode, f.methode) : undefined,
    f.du ? gte(paiements.datePaiement, f.du) : undefined,
    f.au ? lt(paiements.datePaiement, f.au) : undefined,
    f.acheteur
      ? containsAny([users.nom, users.email, reservations.contactNom, reservations.contactEmail], f.acheteur)
      : undefined,
    f.lot ? ilike(parcelles.numeroLot, containsPattern(f.lot)) : undefined,
  );

/** Issue 26: the statement line linked to a payment, as `linkedStatementLine` builds it. */
export interface StatementLineJson {
  id: string;
  dateOperation: string;
  montantCents: number;
  devise: string;
  libelle: string;
  compte: string;
  rapprochement: 'REFERENCE' | 'TRANSACTION' | 'MONTANT_DATE' | 'MANUEL';
}

/**
 * Issue 26 (ADR 047): what the statements say of the payment: its linked line, and whether it is
 * missing from a statement that covers the day `cutoff.days` after it was declared.
 */
const statementColumns = (cutoff: StatementCutoff) => ({
  releveLigne: sql<StatementLineJson | null>`${linkedStatementLine()}`,
  absentDuReleve: sql<boolean>`${missingFromStatements(cutoff)}`.mapWith(Boolean),
  enregistreParNom: sql<
    string | null
  >`(select u.nom from users u where u.id = "paiements"."enregistre_par_id")`,
});

/** What the staff's detail adds to a payment: its statement line or absence (issue 26). */
export async function findStatementState(db: Executor, paiementId: string, cutoff: StatementCutoff) {
  const [row] = await db.select(statementColumns(cutoff)).from(paiements).where(eq(paiements.id, paiementId));
  return row;
}

// Written with qualified names: inside a select list Drizzle leaves columns bare, and a bare "id"
// in these subqueries would be the inner payment's.
const adminColumns = {
  ...detailColumns,
  acheteurTelephone: users.telephone,
  reservationReference: reservations.reference,
  contactNom: reservations.contactNom,
  contactEmail: reservations.contactEmail,
  contactTelephone: reservations.contactTelephone,
  montantTotalCents: reservations.montantTotalCents,
  // The status as a filter, not a condition: the reservation's few payments are read by its index.
  payeCents: sql<string>`(select coalesce(sum(v.montant_cents) filter (where v.statut = 'VALIDE'), 0)
    from paiements v where v.reservation_id = "reservations"."id")`,
  referenceDejaUtilisee: sql<boolean>`("paiements"."reference_paiement" is not null
    and ${normalizedReference('paiements')} <> ''
    and exists (select 1 from paiements d where d.reference_paiement is not null
      and ${normalizedReference('d')} = ${normalizedReference('paiements')} and d.id <> "paiements"."id"))`,
};

/** The other payments with this payment's reference (read by paiements_reference_norm_idx). */
export async function findSameReference(db: Executor, paiementId: string, reference: string) {
  const norm = sql`lower(regexp_replace(${reference}::text, '[[:space:]]', '', 'g'))`;
  if (reference.replace(/\s+/g, '') === '') return [];
  return db
    .select({ paiementId: paiements.id, reservationReference: reservations.reference })
    .from(paiements)
    .innerJoin(reservations, eq(reservations.id, paiements.reservationId))
    .where(
      and(
        sql`${paiements.referencePaiement} is not null`,
        sql`${normalizedReference('paiements')} = ${norm}`,
        sql`${paiements.id} <> ${paiementId}`,
      ),
    )
    .orderBy(asc(paiements.datePaiement))
    .limit(20);
}

export type AdminPaiementRow = PaiementDetailRow & {
  releveLigne: StatementLineJson | null;
  absentDuReleve: boolean;
  enregistreParNom: string | null;
  acheteurTelephone: string | null;
  reservationReference: string;
  contactNom: string;
  contactEmail: string;
  contactTelephone: string | null;
  montantTotalCents: number;
  payeCents: number;
  referenceDejaUtilisee: boolean;
};

/** The count joins the tables a filter reads, and only those (every join is on a required key). */
function countAdminPaiements(db: Executor, filters: AdminPaiementFilters, where: SQL | undefined) {
  let base = db.select({ n: count() }).from(paiements).$dynamic();
  if (filters.acheteur || filters.lot) {
    base = base.innerJoin(reservations, eq(reservations.id, paiements.reservationId));
  }
  if (filters.lot) base = base.innerJoin(parcelles, eq(parcelles.id, reservations.parcelleId));
  if (filters.acheteur) base = base.innerJoin(users, eq(users.id, paiements.userId));
  return base.where(where);
}

/** The staff's list: one query for the page (sums and flags as subqueries), one for the files. */
export async function findAdminPaiements(
  db: Executor,
  filters: AdminPaiementFilters,
  page: { offset: number; limit: number; oldestFirst?: boolean },
  /** Issue 26: when a payment missing from a covering statement reads ABSENT. */
  statementCutoff: StatementCutoff,
): Promise<{ rows: AdminPaiementRow[]; total: number }> {
  const where = adminWhereOf(filters);
  const order = page.oldestFirst
    ? [asc(paiements.datePaiement), asc(paiements.id)]
    : [desc(paiements.datePaiement), desc(paiements.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...adminColumns, ...statementColumns(statementCutoff) })
      .from(paiements)
      .innerJoin(reservations, eq(reservations.id, paiements.reservationId))
      .innerJoin(parcelles, eq(parcelles.id, reservations.parcelleId))
      .innerJoin(users, eq(users.id, paiements.userId))
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    countAdminPaiements(db, filters, where),
  ]);
  const files = await withPreuves(db, rows);
  return {
    rows: rows.map((row, i) => ({ ...row, preuves: files[i]!.preuves, payeCents: Number(row.payeCents) })),
    total: total?.n ?? 0,
  };
}

export async function statsByStatutAndMethode(db: Executor) {
  const rows = await db
    .select({
      statut: paiements.statut,
      methode: paiements.methode,
      n: count(),
      sommeCents: sql<string>`coalesce(sum(${paiements.montantCents}), 0)`,
    })
    .from(paiements)
    .groupBy(paiements.statut, paiements.methode);
  return rows.map((r) => ({ ...r, sommeCents: Number(r.sommeCents) }));
}

export async function lockPaiement(tx: Executor, id: string): Promise<PaiementRow | undefined> {
  const [row] = await tx.select().from(paiements).where(eq(paiements.id, id)).for('update');
  return row;
}

/** Which reservation a payment belongs to, read without a lock (to lock the reservation first). */
export async function findPaiementOwner(db: Executor, id: string) {
  const [row] = await db
    .select({ reservationId: paiements.reservationId, userId: paiements.userId, statut: paiements.statut })
    .from(paiements)
    .where(eq(paiements.id, id));
  return row;
}

export async function findPaiementOperateur(db: Executor, id: string): Promise<string | null> {
  const [row] = await db
    .select({ operateur: paiements.operateur })
    .from(paiements)
    .where(eq(paiements.id, id));
  return row?.operateur ?? null;
}

export async function insertPaiement(
  tx: Executor,
  values: Pick<
    typeof paiements.$inferInsert,
    | 'reservationId'
    | 'userId'
    | 'montantCents'
    | 'methode'
    | 'operateur'
    | 'referencePaiement'
    | 'commentaire'
    | 'datePaiement'
  >,
): Promise<PaiementRow> {
  const [row] = await tx
    .insert(paiements)
    .values({ ...values, statut: 'SOUMIS' })
    .returning();
  return row!;
}

/**
 * Issue 26: a payment staff record (cash office, statement), validated at once: who recorded it is
 * who validated it.
 */
export async function insertRecordedPaiement(
  tx: Executor,
  values: Pick<
    typeof paiements.$inferInsert,
    | 'reservationId'
    | 'userId'
    | 'montantCents'
    | 'methode'
    | 'operateur'
    | 'referencePaiement'
    | 'commentaireAdmin'
    | 'datePaiement'
    | 'traiteLe'
  > & { enregistreParId: string },
): Promise<PaiementRow> {
  const [row] = await tx
    .insert(paiements)
    .values({ ...values, statut: 'VALIDE', traiteParId: values.enregistreParId })
    .returning();
  return row!;
}

export async function insertPreuves(
  tx: Executor,
  paiementId: string,
  files: NewPreuve[],
  messageId: string | null = null,
): Promise<void> {
  if (files.length === 0) return;
  // One statement gives every row the same now(): distinct instants keep the upload order.
  const at = Date.now();
  await tx
    .insert(preuves)
    .values(files.map((f, i) => ({ ...f, paiementId, messageId, createdAt: new Date(at + i) })));
}

/** Removes the payment's proof rows; returns their storage keys, to delete once committed. */
export async function deletePreuves(tx: Executor, paiementId: string): Promise<string[]> {
  const rows = await tx
    .delete(preuves)
    .where(eq(preuves.paiementId, paiementId))
    .returning({ cle: preuves.cle });
  return rows.map((r) => r.cle);
}

export async function updatePaiement(
  tx: Executor,
  id: string,
  values: Partial<
    Pick<
      typeof paiements.$inferInsert,
      | 'statut'
      | 'montantCents'
      | 'operateur'
      | 'referencePaiement'
      | 'commentaire'
      | 'commentaireAdmin'
      | 'traiteParId'
      | 'traiteLe'
      | 'soumisLe'
      // Not `datePaiement`: the date the buyer declared the payment never moves (issue 23).
    >
  >,
): Promise<void> {
  await tx
    .update(paiements)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(paiements.id, id));
}

export async function findPreuve(db: Executor, paiementId: string, preuveId: string) {
  const [row] = await db
    .select({ preuve: preuves, userId: paiements.userId })
    .from(preuves)
    .innerJoin(paiements, eq(paiements.id, preuves.paiementId))
    .where(and(eq(preuves.id, preuveId), eq(preuves.paiementId, paiementId)));
  return row;
}

/**
 * ADR 019: how many payments of this buyer's reservation wait for staff. Someone else's
 * reservation counts none, so the number tells a buyer nothing about it.
 */
export async function countUnderReview(db: Executor, reservationId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(paiements)
    .where(and(eq(paiements.reservationId, reservationId), eq(paiements.userId, userId), underReview()));
  return row?.n ?? 0;
}

/** This payment already waits for staff (so sending it proofs adds nothing to their queue). */
export async function isUnderReview(db: Executor, paiementId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(paiements)
    .where(and(eq(paiements.id, paiementId), underReview()));
  return (row?.n ?? 0) > 0;
}

// ---------------------------------------------------------------------------------------------
// The conversation on a payment (issue 12, ADR 016).

export type PaiementMessageRow = typeof paiementMessages.$inferSelect;

export async function insertMessage(
  tx: Executor,
  values: Pick<
    typeof paiementMessages.$inferInsert,
    'paiementId' | 'auteurId' | 'cote' | 'demandeComplement' | 'message' | 'createdAt'
  >,
): Promise<PaiementMessageRow> {
  const [row] = await tx.insert(paiementMessages).values(values).returning();
  return row!;
}

/** The thread, oldest first, with each author's name and the files each message brought. */
export async function findMessages(db: Executor, paiementId: string) {
  const rows = await db
    .select({ ...getTableColumns(paiementMessages), auteurNom: users.nom })
    .from(paiementMessages)
    .leftJoin(users, eq(users.id, paiementMessages.auteurId))
    .where(eq(paiementMessages.paiementId, paiementId))
    .orderBy(asc(paiementMessages.createdAt), asc(paiementMessages.id));
  const ids = rows.map((r) => r.id);
  const files = ids.length
    ? await db
        .select()
        .from(preuves)
        .where(inArray(preuves.messageId, ids))
        .orderBy(asc(preuves.createdAt), asc(preuves.id))
    : [];
  return rows.map((row) => ({ ...row, preuves: files.filter((f) => f.messageId === row.id) }));
}

/** Whether staff asked this payment for a complement and still wait for it (ADR 016). */
export async function isAwaitingComplement(db: Executor, paiementId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(paiements)
    .where(and(eq(paiements.id, paiementId), awaitingComplement()));
  return (row?.n ?? 0) > 0;
}

export async function countPreuves(db: Executor, paiementId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(preuves).where(eq(preuves.paiementId, paiementId));
  return row?.n ?? 0;
}

/** Active administrators' addresses: a buyer's message reaches each of them by mail. */
export async function findAdminContacts(db: Executor) {
  return db
    .select({ nom: users.nom, email: users.email })
    .from(users)
    .where(and(eq(users.role, 'ADMIN'), eq(users.actif, true)));
}
