// What the receipt use cases run with, built once in app.ts.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { RateLimiter } from '../../plugins/rate-limit';

export interface RecusDeps {
  db: Database;
  clock: Clock;
  limiter: RateLimiter;
  /** The site's address, which receipts' QR codes point to. */
  publicUrl: string;
  log: FastifyBaseLogger;
}
