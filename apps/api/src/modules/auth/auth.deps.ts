// What the account use cases run with, built once in app.ts; each takes only the part it needs.
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { RateLimiter } from '../../plugins/rate-limit';
import type { MailQueue } from '../mail/mail.service';
import type { TokenSigner } from './auth.tokens';

export interface AuthDeps {
  db: Database;
  signer: TokenSigner;
  limiter: RateLimiter;
  mail: MailQueue;
  clock: Clock;
  /** The absolute lifetime of a session from sign-in, renewals included (ADR 018). */
  sessionMaxMs: SessionMaxMs;
}

export interface SessionMaxMs {
  default: number;
  rememberMe: number;
}
