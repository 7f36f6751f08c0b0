// Issue 27 (ADR 049): what the database keeps only for a while. Sent and abandoned mails are
// deleted MAIL_RETENTION_DAYS after they were queued, and idempotency keys
// IDEMPOTENCY_KEY_RETENTION_HOURS after they were recorded, at start and then every hour, in
// batches that skip the rows another instance's purge holds, so several instances may run it.
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import { logFailure, type FailureLogger } from '../lib/log-failure';
import { purgeDoneMails } from '../modules/mail/mail.repository';
import { purgeKeys } from './idempotency.repository';

const BATCH = 500;

export interface RetentionResult {
  /** Sent or abandoned mails deleted. */
  mails: number;
  idempotencyKeys: number;
}

/** Deletes `batch` rows at a time until a batch comes back short; returns how many went. */
async function inBatches(batch: number, purge: (limit: number) => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await purge(batch);
    total += deleted;
    if (deleted < batch) return total;
  }
}

/** One pass: deletes what is older than its retention at `now`. */
export async function purgeExpired(deps: {
  db: Database;
  now: Date;
  mailRetentionMs: number;
  idempotencyKeyRetentionMs: number;
  /** Rows deleted per statement, so no statement holds many locks or runs long. */
  batch?: number;
}): Promise<RetentionResult> {
  const { db, now, batch = BATCH } = deps;
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const mails = await inBatches(batch, (limit) => purgeDoneMails(db, ago(deps.mailRetentionMs), limit));
  const idempotencyKeys = await inBatches(batch, (limit) =>
    purgeKeys(db, ago(deps.idempotencyKeyRetentionMs), limit),
  );
  return { mails, idempotencyKeys };
}

/** Runs the purge at start and every `intervalMs`; a failure is logged and retried next time. */
export function createRetentionSweeper(deps: {
  db: Database;
  clock: Clock;
  mailRetentionMs: number;
  idempotencyKeyRetentionMs: number;
  intervalMs?: number;
  log: FailureLogger & { info(obj: object, msg: string): void };
}) {
  const { clock, intervalMs = 3600_000, log } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  async function sweep(): Promise<RetentionResult> {
    try {
      const purged = await purgeExpired({ ...deps, now: clock.now() });
      if (purged.mails + purged.idempotencyKeys > 0) log.info(purged, 'expired rows purged');
      return purged;
    } catch (err) {
      logFailure(log, err, 'retention purge failed');
      return { mails: 0, idempotencyKeys: 0 };
    }
  }
  const run = () => (running = running.then(sweep)) as Promise<RetentionResult>;

  return {
    sweep: run,
    start() {
      void run();
      timer ??= setInterval(run, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
