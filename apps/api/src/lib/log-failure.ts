// How background work (the sweepers, the mail sender) and the health check log a failure. While
// the database is down every pass fails the same way until it is back (ADR 021): that is expected,
// so it is one warning line with the driver's code and message, not an error with a stack trace
// every tick. Any other failure may be a defect and stays an error with its stack.
import { isDatabaseUnavailable, outageSummary } from './database-errors';

/** The part of a logger this needs; Fastify's logger fits. */
export interface FailureLogger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export function logFailure(log: FailureLogger, err: unknown, message: string): void {
  if (isDatabaseUnavailable(err))
    log.warn({ database: outageSummary(err) }, `${message}: database unavailable`);
  else log.error({ err }, message);
}
