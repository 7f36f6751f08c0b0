// SQL for the SMS outbox: the only file that writes `sms_outbox`. The twin of mail.repository.ts:
// an SMS is claimed with a lease (its next attempt pushed forward) and FOR UPDATE SKIP LOCKED, so
// two instances never send it twice at once, and a crash mid-send only delays it until the lease
// runs out.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { smsOutbox } from '../../db/schema/index';

export type OutboxSms = typeof smsOutbox.$inferSelect;

export interface NewOutboxSms {
  /** International form (+243…). */
  destinataire: string;
  /** GSM-7, one SMS. */
  texte: string;
  reservationId?: string | null;
  rappelLe?: Date | null;
}

/** `now() + ms`, computed by the database so every instance shares one clock. */
const nowPlus = (ms: number) =>
  sql`now() + (${Math.max(0, Math.round(ms))}::integer * interval '1 millisecond')`;

/** Takes a Database or a transaction, so an SMS commits with the caller's work. */
export async function insertSms(db: Executor, sms: NewOutboxSms): Promise<{ id: string }> {
  const [row] = await db.insert(smsOutbox).values(sms).returning({ id: smsOutbox.id });
  return row!;
}

/**
 * Claims up to `limit` due SMS in one statement: each is locked with SKIP LOCKED (one locked by
 * another instance is passed over, not waited for), its attempt counted and its next attempt moved
 * `leaseMs` ahead. The CTE is never inlined (it locks rows), so the LIMIT applies once.
 */
export async function claimDueSms(
  db: Database,
  { limit, leaseMs }: { limit: number; leaseMs: number },
): Promise<OutboxSms[]> {
  const due = db.$with('due').as(
    db
      .select({ id: smsOutbox.id })
      .from(smsOutbox)
      .where(and(eq(smsOutbox.statut, 'EN_ATTENTE'), lte(smsOutbox.prochaineTentative, sql`now()`)))
      .orderBy(asc(smsOutbox.prochaineTentative))
      .limit(limit)
      .for('update', { skipLocked: true }),
  );
  const rows = await db
    .with(due)
    .update(smsOutbox)
    .set({ tentatives: sql`${smsOutbox.tentatives} + 1`, prochaineTentative: nowPlus(leaseMs) })
    .where(inArray(smsOutbox.id, db.select({ id: due.id }).from(due)))
    .returning();
  // Oldest first: RETURNING keeps no order.
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/**
 * The updates below name the attempt they conclude: if this instance was so slow that its lease
 * ran out and another instance claimed the SMS again, the stale outcome is not written.
 */
const claimed = (id: string, tentative: number) =>
  and(eq(smsOutbox.id, id), eq(smsOutbox.statut, 'EN_ATTENTE'), eq(smsOutbox.tentatives, tentative));

export async function markSmsSent(
  db: Database,
  id: string,
  tentative: number,
  identifiantSmsc: string | null,
): Promise<void> {
  await db
    .update(smsOutbox)
    .set({ statut: 'ENVOYE', envoyeLe: sql`now()`, derniereErreur: null, identifiantSmsc })
    .where(claimed(id, tentative));
}

export async function rescheduleSms(
  db: Database,
  id: string,
  tentative: number,
  { delayMs, erreur }: { delayMs: number; erreur: string },
): Promise<void> {
  await db
    .update(smsOutbox)
    .set({ prochaineTentative: nowPlus(delayMs), derniereErreur: erreur })
    .where(claimed(id, tentative));
}

/** Gives back a claimed SMS that was not tried: due again now, its attempt not counted. */
export async function releaseSms(db: Database, id: string, tentative: number): Promise<void> {
  await db
    .update(smsOutbox)
    .set({ tentatives: sql`${smsOutbox.tentatives} - 1`, prochaineTentative: sql`now()` })
    .where(claimed(id, tentative));
}

export async function markSmsFailed(
  db: Database,
  id: string,
  tentative: number,
  erreur: string,
): Promise<void> {
  await db.update(smsOutbox).set({ statut: 'ECHEC', derniereErreur: erreur }).where(claimed(id, tentative));
}

export async function findSms(db: Executor, id: string): Promise<OutboxSms | undefined> {
  const [row] = await db.select().from(smsOutbox).where(eq(smsOutbox.id, id));
  return row;
}
