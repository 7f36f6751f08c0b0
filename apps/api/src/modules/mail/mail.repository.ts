// SQL for the e-mail outbox: the only file that touches `email_outbox`. A mail is claimed with a
// lease (its next attempt pushed forward) so several instances never send it twice at once, and a
// crash mid-send only delays it until the lease runs out. A mail that left the queue (sent or
// abandoned) loses its body, links included, and is purged after the retention (ADR 049).
import { and, asc, eq, inArray, lt, lte, ne, sql } from 'drizzle-orm';
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
 * A mail claimed for the first time gets its Message-ID, `<id@messageIdDomain>`, which it keeps
 * whatever the later attempts' configuration.
 */
export async function claimDueMails(
  db: Database,
  { limit, leaseMs, messageIdDomain }: { limit: number; leaseMs: number; messageIdDomain: string },
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
    .set({
      tentatives: sql`${emailOutbox.tentatives} + 1`,
      prochaineTentative: nowPlus(leaseMs),
      messageId: sql`coalesce(${emailOutbox.messageId}, '<' || ${emailOutbox.id}::text || ${`@${messageIdDomain}>`}::text)`,
    })
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

/**
 * What a mail that left the queue keeps: who, the subject, the dates, the status and the error,
 * not its body, whose links (verification, reset, invitation) would open an account to whoever
 * reads the table or a backup (issue 27).
 */
const BLANK_BODY = { texte: '', html: '' } as const;

/**
 * `keepBody`: the mail was only printed to the log (development without SMTP_URL), so the outbox is
 * where a developer reads it; nothing left the machine.
 */
export async function markSent(
  db: Database,
  id: string,
  tentative: number,
  { keepBody = false }: { keepBody?: boolean } = {},
): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ statut: 'ENVOYE', envoyeLe: sql`now()`, derniereErreur: null, ...(keepBody ? {} : BLANK_BODY) })
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
  await db
    .update(emailOutbox)
    .set({ statut: 'ECHEC', derniereErreur: erreur, ...BLANK_BODY })
    .where(claimed(id, tentative));
}

/**
 * Deletes up to `limit` mails that left the queue (sent or abandoned) and were queued before
 * `before`; returns how many. Rows another instance's purge holds are skipped, not waited for, so
 * two instances purging at once share the work.
 */
export async function purgeDoneMails(db: Database, before: Date, limit: number): Promise<number> {
  const old = db.$with('old').as(
    db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(ne(emailOutbox.statut, 'EN_ATTENTE'), lt(emailOutbox.createdAt, before)))
      .limit(limit)
      .for('update', { skipLocked: true }),
  );
  const deleted = await db
    .with(old)
    .delete(emailOutbox)
    .where(inArray(emailOutbox.id, db.select({ id: old.id }).from(old)))
    .returning({ id: emailOutbox.id });
  return deleted.length;
}

export async function findMail(db: Database, id: string): Promise<OutboxMail | undefined> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row;
}
