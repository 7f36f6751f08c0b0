// Reading PostgreSQL's errors through Drizzle's wrapping (the driver's error is a `cause` away).
import { isRetryableTransactionError } from './transaction-retry';

type Wrapped = { code?: unknown; constraint?: unknown; cause?: unknown } | undefined;

/** A unique index refused the row (SQLSTATE 23505). */
export const isUniqueViolation = (err: unknown): boolean => {
  for (let e = err as Wrapped; e; e = e.cause as Wrapped) {
    if (e.code === '23505') return true;
  }
  return false;
};

/** The name of the constraint a database error broke. */
export function brokenConstraint(err: unknown): string | undefined {
  for (let e = err as Wrapped; e; e = e.cause as Wrapped) {
    if (typeof e.constraint === 'string') return e.constraint;
  }
  return undefined;
}

// Issue 13 (ADR 021): what a database restart, a crash or a network cut looks like from the driver.
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// Class 08 "connection exception"; 57P01 admin_shutdown (a restart ending every session), 57P02
// crash_shutdown, 57P03 cannot_connect_now (starting up or shutting down); 53300 too_many_connections.
const CONNECTION_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;
// pg and pg-pool raise these without a code.
const CONNECTION_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;

/** The database could not be reached, or its connection was refused, dropped or timed out. */
export const isConnectionFailure = (err: unknown): boolean => {
  for (let e = err as (Wrapped & { message?: unknown }) | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && (UNREACHABLE.has(e.code) || CONNECTION_SQLSTATE.test(e.code)))
      return true;
    if (typeof e.message === 'string' && CONNECTION_MESSAGE.test(e.message)) return true;
  }
  return false;
};

/**
 * The request failed for a reason trying again later may fix, not because of what it asked: the
 * database is unreachable, or a deadlock or serialization failure outlasted its retries.
 */
export const isDatabaseUnavailable = (err: unknown): boolean =>
  isConnectionFailure(err) || isRetryableTransactionError(err);

/** What the log keeps of a database outage: its kind (the driver's code and message), not a stack. */
export function outageSummary(error: unknown): { code?: string; message: string } {
  let root = error as { code?: unknown; message?: unknown; cause?: unknown };
  while (root.cause) root = root.cause as typeof root;
  return {
    ...(typeof root.code === 'string' ? { code: root.code } : {}),
    message: typeof root.message === 'string' ? root.message : String(root),
  };
}
