import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema/index';

/**
 * Counts one hit on `key` in a fixed window and answers the count and the window's end. One
 * statement, so concurrent hits from several instances never lose a count.
 */
export async function hit(
  db: Database,
  key: string,
  windowMs: number,
): Promise<{ count: number; resetAt: Date }> {
  const resetAt = new Date(Date.now() + windowMs);
  const rows = await db
    .insert(rateLimits)
    .values({ cle: key, compteur: 1, reinitialiseLe: resetAt })
    .onConflictDoUpdate({
      target: rateLimits.cle,
      set: {
        compteur: sql`case when ${rateLimits.reinitialiseLe} <= now() then 1 else ${rateLimits.compteur} + 1 end`,
        reinitialiseLe: sql`case when ${rateLimits.reinitialiseLe} <= now() then ${resetAt.toISOString()}::timestamptz else ${rateLimits.reinitialiseLe} end`,
      },
    })
    .returning({ count: rateLimits.compteur, resetAt: rateLimits.reinitialiseLe });
  return rows[0]!;
}

/** Takes one hit back from `key`'s current window (a hit that turned out not to count). */
export async function refund(db: Database, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ compteur: sql`greatest(${rateLimits.compteur} - 1, 0)` })
    .where(sql`${rateLimits.cle} = ${key} and ${rateLimits.reinitialiseLe} > now()`);
}

/** Forgets every hit on `key`. */
export async function clear(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.cle} = ${key}`);
}

/** Old windows are of no use; called now and then so the table stays small. */
export async function purgeExpired(db: Database): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.reinitialiseLe} < now()`);
}
