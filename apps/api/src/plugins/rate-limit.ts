// Rate limits on the sensitive auth calls (sign-in, sign-up, reset and verification mails), kept in
// the database so that every instance counts the same hits. Fixed windows: simple, and enough to
// stop password guessing and mail flooding. A call that only counts failures (sign-in, ADR 020)
// counts every attempt first, so that parallel attempts cannot slip past the limit, then takes
// back the ones that succeeded (`refund`, `reset`).
import { AppError, MESSAGES } from '@parcelles/shared/errors';
import type { Database } from '../db/client';
import * as repo from './rate-limit.repository';

export interface Limit {
  /** What is counted, e.g. `login:email:ana@exemple.cd`. */
  key: string;
  max: number;
  windowMs: number;
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** `scale` multiplies every limit's `max` (RATE_LIMIT_SCALE; 1 in production). */
export function createRateLimiter(db: Database, scale = 1) {
  let hits = 0;
  return {
    /** Counts a hit on every limit, then refuses with 429 if any is exceeded. */
    async check(...limits: Limit[]): Promise<void> {
      const results = await Promise.all(limits.map((l) => repo.hit(db, l.key, l.windowMs)));
      if (++hits % 500 === 0) void repo.purgeExpired(db).catch(() => {});
      const exceeded = results
        .map((r, i) => ({ ...r, limit: limits[i]! }))
        .filter((r) => r.count > r.limit.max * scale);
      if (exceeded.length === 0) return;
      const retryAfter = Math.max(
        ...exceeded.map((r) => Math.ceil((r.resetAt.getTime() - Date.now()) / 1000)),
      );
      throw new RateLimitError(Math.max(retryAfter, 1));
    },

    /** Counts a hit and answers how many hits the window holds beyond `max` (0 when within). */
    async excess(limit: Limit): Promise<number> {
      const { count } = await repo.hit(db, limit.key, limit.windowMs);
      return Math.max(0, count - limit.max * scale);
    },

    /** Takes one hit back from each key (an attempt that turned out not to be a failure). */
    async refund(...keys: string[]): Promise<void> {
      await Promise.all(keys.map((key) => repo.refund(db, key)));
    },

    /** Forgets every hit on the key. */
    async reset(key: string): Promise<void> {
      await repo.clear(db, key);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

export class RateLimitError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', { status: 429, message: MESSAGES.rateLimited });
  }
}
