// SQL of receipts and their counter, the only writer of `recus` and `compteurs`.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { compteurs, paiements, parcelles, recus, reservations, users } from '../../db/schema/index';
import type { RecuContenu } from './recus.contenu';

export type RecuRow = Omit<typeof recus.$inferSelect, 'contenu'> & { contenu: RecuContenu };

/**
 * The next receipt number. The update takes the counter's row lock until the transaction ends, so
 * concurrent validations number in turn, and a rolled-back one gives its number back.
 */
export async function nextNumero(tx: Executor): Promise<number> {
  const [row] = await tx
    .insert(compteurs)
    .values({ cle: 'recus', valeur: 1 })
    .onConflictDoUpdate({ target: compteurs.cle, set: { valeur: sql`${compteurs.valeur} + 1` } })
    .returning({ valeur: compteurs.valeur });
  return row!.valeur;
}

export async function insertRecu(tx: Executor, recu: typeof recus.$inferInsert): Promise<{ id: string }> {
  const [row] = await tx.insert(recus).values(recu).returning({ id: recus.id });
  return row!;
}

export async function findRecu(db: Executor, id: string): Promise<RecuRow | undefined> {
  const [row] = await db.select().from(recus).where(eq(recus.id, id));
  return row as RecuRow | undefined;
}

export async function findRecuOfPaiement(db: Executor, paiementId: string): Promise<RecuRow | undefined> {
  const [row] = await db.select().from(recus).where(eq(recus.paiementId, paiementId));
  return row as RecuRow | undefined;
}

export async function findRecuByCode(db: Executor, code: string): Promise<RecuRow | undefined> {
  const [row] = await db.select().from(recus).where(eq(recus.code, code));
  return row as RecuRow | undefined;
}

/** Number and code of the receipts of these payments, by payment id (the views' `recu`). */
export async function findRecusOfPaiements(
  db: Executor,
  paiementIds: readonly string[],
): Promise<Map<string, { numero: number; code: string }>> {
  const found = new Map<string, { numero: number; code: string }>();
  if (paiementIds.length === 0) return found;
  const rows = await db
    .select({ paiementId: recus.paiementId, numero: recus.numero, code: recus.code })
    .from(recus)
    .where(inArray(recus.paiementId, [...paiementIds]));
  for (const { paiementId, ...recu } of rows) found.set(paiementId, recu);
  return found;
}

/** Validated payments issued before receipts existed, in the order they were validated. */
export async function findValidatedWithoutRecu(db: Executor, limit: number) {
  return db
    .select({ id: paiements.id, reservationId: paiements.reservationId })
    .from(paiements)
    .leftJoin(recus, eq(recus.paiementId, paiements.id))
    .where(and(eq(paiements.statut, 'VALIDE'), isNull(recus.id)))
    .orderBy(asc(sql`coalesce(${paiements.traiteLe}, ${paiements.datePaiement})`), asc(paiements.id))
    .limit(limit);
}

/** How many validated payments still have no receipt (the backfill's "left"). */
export async function countValidatedWithoutRecu(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(paiements)
    .leftJoin(recus, eq(recus.paiementId, paiements.id))
    .where(and(eq(paiements.statut, 'VALIDE'), isNull(recus.id)));
  return row?.n ?? 0;
}

/** The backfill's lock (ADR 050), held to the end of a batch's transaction: instances take turns. */
const BACKFILL_LOCK = 27_050;
export async function lockBackfill(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${BACKFILL_LOCK})`);
}

/** What a receipt names besides the payment: buyer, plot, reservation. */
export async function findReceiptFacts(db: Executor, reservationId: string) {
  const [row] = await db
    .select({
      reference: reservations.reference,
      planNom: reservations.planNom,
      montantTotalCents: reservations.montantTotalCents,
      contactNom: reservations.contactNom,
      contactEmail: reservations.contactEmail,
      acheteurNom: users.nom,
      acheteurEmail: users.email,
      numeroLot: parcelles.numeroLot,
      adresse: parcelles.adresse,
    })
    .from(reservations)
    .innerJoin(parcelles, eq(parcelles.id, reservations.parcelleId))
    .innerJoin(users, eq(users.id, reservations.userId))
    .where(eq(reservations.id, reservationId));
  return row;
}

/**
 * What validated payments of the reservation paid before this one (validated earlier, or at the
 * same instant with a smaller id): the base its instalments are counted from.
 */
export async function sumValidatedBefore(
  db: Executor,
  reservationId: string,
  paiement: { id: string; validatedAt: Date },
): Promise<number> {
  const at = sql`${paiement.validatedAt.toISOString()}::timestamptz`;
  const validated = sql`coalesce(${paiements.traiteLe}, ${paiements.datePaiement})`;
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${paiements.montantCents}), 0)` })
    .from(paiements)
    .where(
      and(
        eq(paiements.reservationId, reservationId),
        eq(paiements.statut, 'VALIDE'),
        sql`(${validated} < ${at} or (${validated} = ${at} and ${paiements.id} < ${paiement.id}))`,
      ),
    );
  return Number(row?.cents ?? 0);
}
