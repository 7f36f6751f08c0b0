// Receipts for payments validated before receipts existed (ADR 017), issued in the background once
// the server listens (ADR 050): a backlog of thousands once held the start past Fastify's 10 s hook
// timeout and the process exited. Batches commit one by one, so a restart goes on where the last
// one stopped; instances sharing the database take turns on the batches (the backfill's lock).
import { setImmediate } from 'node:timers/promises';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { logFailure, type FailureLogger } from '../../lib/log-failure';
import { countValidatedWithoutRecu } from '../recus/recus.repository';
import { issueMissingRecus } from './use-cases/payment-receipt';

export interface BackfillLogger extends FailureLogger {
  info(obj: object, msg: string): void;
}

export interface RecuBackfillOptions {
  db: Database;
  clock: Clock;
  log: BackfillLogger;
  /** Receipts per transaction: a validation waits at most one batch for the receipt counter. */
  batchSize?: number;
  /** At most one progress line this often (real time: it paces the log, not the rules). */
  progressEveryMs?: number;
  /** After a failed batch, the next try comes this much later; after `maxFailures` in a row, it stops. */
  retryMs?: number;
  maxFailures?: number;
}

export function createRecuBackfill({
  db,
  clock,
  log,
  batchSize = 50,
  progressEveryMs = 5_000,
  retryMs = 10_000,
  maxFailures = 5,
}: RecuBackfillOptions) {
  let stopped = false;
  let running: Promise<void> | undefined;
  let wake = () => {};
  /** Waits `ms`, or less when stopped. */
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function run(): Promise<void> {
    let left: number | undefined;
    let issued = 0;
    let failures = 0;
    let loggedAt = Date.now();
    while (!stopped) {
      try {
        if (left === undefined) {
          left = await countValidatedWithoutRecu(db);
          if (left === 0) return;
          log.info({ left }, `receipts backfill: ${left} validated payments without a receipt, issuing them`);
        }
        const batch = await issueMissingRecus(db, clock.now(), batchSize);
        issued += batch.issued;
        failures = 0;
        // PGlite runs in this thread and never waits for I/O: without this turn of the event loop
        // the batches would follow each other in microtasks and no request would be read meanwhile.
        await setImmediate();
        if (batch.done) {
          log.info({ issued }, `receipts backfill done: ${issued} receipts issued`);
          return;
        }
        if (Date.now() - loggedAt >= progressEveryMs) {
          loggedAt = Date.now();
          left = await countValidatedWithoutRecu(db);
          log.info({ issued, left }, `receipts backfill: ${issued} receipts issued, ${left} left`);
        }
      } catch (err) {
        if (++failures >= maxFailures) {
          logFailure(log, err, 'receipts backfill stopped; it goes on at the next start');
          return;
        }
        logFailure(log, err, 'receipts backfill failed, will retry');
        await pause(retryMs);
      }
    }
    if (left !== undefined) {
      log.info({ issued }, `receipts backfill paused by shutdown: ${issued} receipts issued`);
    }
  }

  return {
    /** Starts the backfill unless it runs; resolves at once (the work goes on in the background). */
    start() {
      stopped = false;
      running ??= run().finally(() => (running = undefined));
    },
    /** Resolves once the batch in flight has committed; the rest waits for the next start. */
    async stop() {
      stopped = true;
      wake();
      await running;
    },
    /** Resolves when the current run ends (tests). */
    async idle() {
      await running;
    },
  };
}
