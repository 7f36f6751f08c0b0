// SQL for the e-mail outbox: the only file that touches `email_outbox`. A mail is claimed with a
// lease (its next attempt pushed forward) so several instances never send it twice at once, and a
// crash mid-send only delays it until the lease runs out.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { emailOutbox } from '../../db/schema/index';

export type OutboxMail = typeof emailOutbox.$inferSelect;

/** An attachment the sender makes when it sends the mail (issue 12). */
export type PieceJointe = OutboxMail['piecesJointes'][number];

export interface NewOutboxMail {
  destinataire: string;
  sujet: string;
  texte: string;
  html: string;
  piecesJointes?: PieceJointe[];
}

/** `now() + ms`, computed by the database so every instance shares one clock. */
const nowPlus = (ms: number) =>
  sql`now() + (${Math.max(0, Math.round(ms))}::integer * interval '1 millisecond')`;

/** Takes a Database or a transaction, so a mail commits with the caller's work. */
export async function insertMail(db: Executor, mail: NewOutboxMail): Promise<{ id: string }> {
  const [row] = await db.insert(emailOutbox).values(mail).returning({ id: emailOutbox.id });
  return row!;
}

/**
 * Claims up to `limit` due mails in one statement: each is locked with SKIP LOCKED (a mail locked
 * by another instance is passed over, not waited for), its attempt counted and its next attempt
 * moved `leaseMs` ahead. The CTE is never inlined (it locks rows), so the LIMIT applies once.
 */
export async function claimDueMails(
  db: Database,
  { limit, leaseMs }: { limit: number; leaseMs: number },
): Promise<OutboxMail[]> {
  const due = db.$with('due').as(
    db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.statut, 'EN_ATTENTE'), lte(emailOutbox.prochaineTentative, sql`now()`)))
      .orderBy(asc(emailOutbox.prochaineTentative))
      .limit(limit)
      .for('update', { skipLocked: true }),
  );
  const rows = await db
    .with(due)
    .update(emailOutbox)
    .set({ tentatives: sql`${emailOutbox.tentatives} + 1`, prochaineTentative: nowPlus(leaseMs) })
    .where(inArray(emailOutbox.id, db.select({ id: due.id }).from(due)))
    .returning();
  // Oldest first: RETURNING keeps no order.
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/**
 * The updates below name the attempt they conclude: if this instance was so slow that its lease
 * ran out and another instance claimed the mail again, the stale outcome is not written.
 */
const claimed = (id: string, tentative: number) =>
  and(eq(emailOutbox.id, id), eq(emailOutbox.statut, 'EN_ATTENTE'), eq(emailOutbox.tentatives, tentative));

export async function markSent(db: Database, id: string, tentative: number): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ statut: 'ENVOYE', envoyeLe: sql`now()`, derniereErreur: null })
    .where(claimed(id, tentative));
}

export async function rescheduleMail(
  db: Database,
  id: string,
  tentative: number,
  { delayMs, erreur }: { delayMs: number; erreur: string },
): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ prochaineTentative: nowPlus(delayMs), derniereErreur: erreur })
    .where(claimed(id, tentative));
}

/** Gives back a claimed mail that was not tried: due again now, its attempt not counted. */
export async function releaseMail(db: Database, id: string, tentative: number): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ tentatives: sql`${emailOutbox.tentatives} - 1`, prochaineTentative: sql`now()` })
    .where(claimed(id, tentative));
}

export async function markFailed(db: Database, id: string, tentative: number, erreur: string): Promise<void> {
  await db.update(emailOutbox).set({ statut: 'ECHEC', derniereErreur: erreur }).where(claimed(id, tentative));
}

export async function findMail(db: Database, id: string): Promise<OutboxMail | undefined> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row;
}
