// SQL of the idempotency records: the only file that touches `idempotency_keys`.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { idempotencyKeys } from '../db/schema/index';

export async function findAnswer(db: Executor, userId: string, cle: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.cle, cle)));
  return row;
}

/** Claims the key first: a concurrent request with the same key waits on it, then finds the answer. */
export async function claimKey(
  db: Executor,
  userId: string,
  cle: string,
  route: string,
  empreinteRequete: string,
) {
  await db
    .insert(idempotencyKeys)
    .values({ userId, cle, route, statusCode: 0, reponse: {}, empreinteRequete });
}

export async function storeAnswer(
  db: Executor,
  userId: string,
  cle: string,
  statusCode: number,
  reponse: unknown,
) {
  await db
    .update(idempotencyKeys)
    .set({ statusCode, reponse })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.cle, cle)));
}

/**
 * Deletes up to `limit` keys recorded before `before`; returns how many (ADR 049). Keys another
 * instance's purge holds are skipped, not waited for.
 */
export async function purgeKeys(db: Database, before: Date, limit: number): Promise<number> {
  const old = db
    .select({ userId: idempotencyKeys.userId, cle: idempotencyKeys.cle })
    .from(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .limit(limit)
    .for('update', { skipLocked: true });
  const deleted = await db
    .delete(idempotencyKeys)
    .where(sql`(${idempotencyKeys.userId}, ${idempotencyKeys.cle}) in (${old})`)
    .returning({ cle: idempotencyKeys.cle });
  return deleted.length;
}
