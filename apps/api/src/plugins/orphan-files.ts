// Issue 13, a process killed mid-upload (ADR 022): an upload stores its files first and writes the
// rows naming them after, so a SIGKILL in between leaves files no row references (and, on local
// disk, half-written temp files). This sweep, at startup and then every hour, removes them.
// Only files older than a safety margin are judged: another instance sharing the storage may be
// in the middle of an upload whose rows are not written yet, and no request lasts longer than
// REQUEST_TIMEOUT_SECONDS.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { logFailure } from '../lib/log-failure';
import { REFERENCES } from './orphan-files.repository';
import type { ListedObject, Storage } from './storage';

/** At least an hour, and always well beyond the longest request. */
export const orphanMinAgeMs = (requestMs: number) => Math.max(3600_000, requestMs + 600_000);
const BATCH = 500;

export interface OrphanSweepResult {
  /** Stored files no row referenced. */
  orphans: number;
  /** Temp files of writes a killed process never finished. */
  temp: number;
}

async function removeUnreferenced(
  db: Database,
  storage: Storage,
  batch: ListedObject[],
  referenced: (db: Database, keys: string[]) => Promise<string[]>,
): Promise<number> {
  const keep = new Set(
    await referenced(
      db,
      batch.map((o) => o.key),
    ),
  );
  const orphans = batch.filter((o) => !keep.has(o.key));
  for (const o of orphans) await storage.delete(o.key);
  return orphans.length;
}

/** One pass over the storage: removes files older than `minAgeMs` that no row references. */
export async function sweepOrphanFiles(deps: {
  db: Database;
  storage: Storage;
  now: Date;
  minAgeMs: number;
}): Promise<OrphanSweepResult> {
  const { db, storage, now, minAgeMs } = deps;
  const before = new Date(now.getTime() - minAgeMs);
  const temp = await storage.removeStaleTemp(before);
  let orphans = 0;
  for (const [prefix, referenced] of Object.entries(REFERENCES)) {
    let batch: ListedObject[] = [];
    for await (const object of storage.list(prefix)) {
      // A file written after the margin may belong to an upload still going on.
      if (object.modifiedAt >= before) continue;
      batch.push(object);
      if (batch.length === BATCH) {
        orphans += await removeUnreferenced(db, storage, batch, referenced);
        batch = [];
      }
    }
    if (batch.length > 0) orphans += await removeUnreferenced(db, storage, batch, referenced);
  }
  return { orphans, temp };
}

/** Runs the sweep at start and every `intervalMs`; a failure is logged and retried next time. */
export function createOrphanSweeper(deps: {
  db: Database;
  storage: Storage;
  minAgeMs: number;
  intervalMs?: number;
  log: FastifyBaseLogger;
}) {
  const { db, storage, minAgeMs, intervalMs = 3600_000, log } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  async function sweep(): Promise<void> {
    try {
      // Real time, not the app's clock: it is compared with the files' own times.
      const removed = await sweepOrphanFiles({ db, storage, now: new Date(), minAgeMs });
      if (removed.orphans + removed.temp > 0) {
        log.info({ ...removed, driver: storage.driver }, 'orphan files removed');
      }
    } catch (err) {
      logFailure(log, err, 'orphan file sweep failed');
    }
  }
  const run = () => (running = running.then(sweep));

  return {
    sweep: run,
    start() {
      // Not awaited: a large bucket must not delay the server's start.
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
