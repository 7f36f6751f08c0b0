// What the payment use cases run with, built once in app.ts; each takes only the part it needs.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { RateLimiter } from '../../plugins/rate-limit';
import type { Storage } from '../../plugins/storage';
import type { MailQueue } from '../mail/mail.service';

export interface PaiementsDeps {
  db: Database;
  storage: Storage;
  mail: MailQueue;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Counts each buyer's proof sendings (ADR 019). */
  limiter: RateLimiter;
  /** The site's address, which receipts' QR codes point to. */
  publicUrl: string;
  /** Issue 26: days after which a payment missing from a covering statement reads 'Absent du relevé'. */
  statementMissingDays: number;
}

/** Who acts on a payment: its buyer, or staff. */
export interface Actor {
  id: string;
  role: string;
}
