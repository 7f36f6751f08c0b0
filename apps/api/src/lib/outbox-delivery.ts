// The delivery loop of an outbox (mails, SMS): every `pollMs`, or at once after `kick()`, it claims
// the due items and hands each to `send`, retrying with exponential backoff. It never throws and
// never drops an item: while the server is unreachable items stay queued, and an item the server
// keeps refusing is marked ECHEC after the last attempt. What an item is, how it is claimed and
// sent, and which failures are outages is the caller's (mail.sender.ts, sms.sender.ts).
import { logFailure } from './log-failure';

/** The subset of Fastify's (pino) logger the loop uses; `app.log` fits. */
export interface OutboxLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface RetryPolicy {
  /** Delay after the first failed attempt; doubles with each attempt. */
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** An item the server keeps refusing is marked ECHEC after this many attempts. */
  maxAttempts: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  backoffBaseMs: 30_000,
  backoffMaxMs: 60 * 60_000,
  maxAttempts: 10,
};

export const backoffDelay = (attempt: number, retry: RetryPolicy): number =>
  Math.min(retry.backoffBaseMs * 2 ** Math.max(0, attempt - 1), retry.backoffMaxMs);

/** A claimed row: its id and the attempt this claim is (the row's counter, already increased). */
export interface OutboxItem {
  id: string;
  tentatives: number;
}

/**
 * The outbox table's statements (its repository's), bound to a database. Each update names the
 * attempt it concludes, so an outcome written after the lease ran out is ignored.
 */
export interface OutboxStore<Item extends OutboxItem, Receipt> {
  /** Claims up to `limit` due items, each reserved `leaseMs` for this instance (SKIP LOCKED). */
  claimDue(options: { limit: number; leaseMs: number }): Promise<Item[]>;
  markSent(id: string, tentative: number, receipt: Receipt): Promise<void>;
  reschedule(id: string, tentative: number, outcome: { delayMs: number; erreur: string }): Promise<void>;
  /** Gives back a claimed item that was not tried: due again now, its attempt not counted. */
  release(id: string, tentative: number): Promise<void>;
  markFailed(id: string, tentative: number, erreur: string): Promise<void>;
}

export interface OutboxDeliveryOptions<Item extends OutboxItem, Receipt> {
  store: OutboxStore<Item, Receipt>;
  /** Delivers one item; null when nothing can deliver (production without a server): items wait. */
  send: ((item: Item) => Promise<Receipt>) | null;
  /** The server could not be reached or would not talk to us: the batch waits, nothing is ECHEC. */
  isServerUnavailable(err: unknown): boolean;
  /** One line for the outbox and the log: codes and message, never the item's content. */
  describeError(err: unknown): string;
  /** What the log says of an item (ids, recipient), never its content. */
  context(item: Item): object;
  log: OutboxLogger;
  pollMs: number;
  retry?: Partial<RetryPolicy> | undefined;
  /** Items claimed per statement. */
  batchSize?: number | undefined;
  /** Items one pass claims at most, so a pass ends under a steady stream (200 unless told). */
  maxPerPass?: number | undefined;
  /** How long a claimed item is reserved for this instance; after a crash another one retries it then. */
  leaseMs?: number | undefined;
  /** The log's words for this outbox. */
  words: {
    /** 'e-mail' and 'e-mails', 'SMS' and 'SMS' */
    item: string;
    items: string;
    /** 'SMTP server' */
    server: string;
    /** Said once when `send` is null. */
    notConfigured: string;
  };
  /** Called by `stop()` once the pass in progress is over (closes the transport). */
  close?: () => Promise<void> | void;
}

export interface OutboxDelivery {
  /** Starts polling every `pollMs` (the timer does not keep the process alive). */
  start(): void;
  /** Stops polling, waits for the pass in progress, if any, and closes the transport. */
  stop(): Promise<void>;
  /** Asks for a pass now, e.g. after a request queued an item; kicks during a pass coalesce into one. */
  kick(): void;
  /**
   * Runs one pass after the current one, if any, and resolves with the number of items it sent.
   * Calls made while that pass is still waiting share it (and its count).
   */
  sendDue(): Promise<number>;
}

export function createOutboxDelivery<Item extends OutboxItem, Receipt>(
  options: OutboxDeliveryOptions<Item, Receipt>,
): OutboxDelivery {
  const { store, send, log, words } = options;
  const retry: RetryPolicy = { ...DEFAULT_RETRY, ...options.retry };
  const batchSize = options.batchSize ?? 10;
  const maxPerPass = options.maxPerPass ?? 200;
  const leaseMs = options.leaseMs ?? 5 * 60_000;

  let warnedNoTransport = false;
  let started = false;
  let timer: NodeJS.Timeout | null = null;
  // Passes run one after another on this chain; `waiting` is the pass queued behind the running
  // one, which every further kick joins instead of queueing another.
  let chain: Promise<unknown> = Promise.resolve();
  let waiting: Promise<number> | null = null;

  async function failed(item: Item, err: unknown): Promise<void> {
    const erreur = options.describeError(err);
    const context = { ...options.context(item), tentative: item.tentatives, error: erreur };
    if (item.tentatives >= retry.maxAttempts) {
      await store.markFailed(item.id, item.tentatives, erreur);
      log.error(context, `${words.item} abandoned after the last attempt (ECHEC)`);
      return;
    }
    const delayMs = backoffDelay(item.tentatives, retry);
    await store.reschedule(item.id, item.tentatives, { delayMs, erreur });
    log.warn({ ...context, retryInMs: delayMs }, `${words.item} refused by the ${words.server}, will retry`);
  }

  async function serverUnavailable(batch: Item[], err: unknown): Promise<void> {
    const erreur = options.describeError(err);
    for (const item of batch) {
      await store.reschedule(item.id, item.tentatives, {
        delayMs: backoffDelay(item.tentatives, retry),
        erreur,
      });
    }
    log.error(
      { error: erreur, queued: batch.length, retryInMs: backoffDelay(batch[0]?.tentatives ?? 1, retry) },
      `${words.server} unavailable, ${words.items} stay queued`,
    );
  }

  async function pass(): Promise<number> {
    if (!send) {
      if (!warnedNoTransport) {
        warnedNoTransport = true;
        log.warn({}, words.notConfigured);
      }
      return 0;
    }
    let sent = 0;
    try {
      // A bounded number of items, so one pass cannot run forever under a steady stream.
      let claimed = 0;
      while (claimed < maxPerPass) {
        const batch = await store.claimDue({ limit: Math.min(batchSize, maxPerPass - claimed), leaseMs });
        claimed += batch.length;
        // Stop sending well before the lease ends, so no other instance can claim an item in flight.
        const deadline = Date.now() + leaseMs / 2;
        for (let i = 0; i < batch.length; i++) {
          const item = batch[i]!;
          // (The first item always goes, so a pass makes progress whatever the lease.)
          if (i > 0 && Date.now() > deadline) {
            for (const rest of batch.slice(i)) await store.release(rest.id, rest.tentatives);
            return sent;
          }
          let receipt: Receipt;
          try {
            receipt = await send(item);
          } catch (err) {
            if (options.isServerUnavailable(err)) {
              await serverUnavailable(batch.slice(i), err);
              return sent;
            }
            await failed(item, err);
            continue;
          }
          await store.markSent(item.id, item.tentatives, receipt);
          sent++;
        }
        if (batch.length < batchSize) break;
      }
    } catch (err) {
      // The database is unreachable or a statement failed: claimed items come back when their
      // lease ends, so there is nothing to undo here.
      logFailure(log, err, `${words.item} outbox pass failed`);
    }
    return sent;
  }

  function enqueue(): Promise<number> {
    if (waiting) return waiting;
    const next = chain.then(() => {
      waiting = null;
      return pass();
    });
    waiting = next;
    chain = next;
    return next;
  }

  function schedule() {
    timer = setTimeout(() => {
      timer = null;
      void enqueue().finally(() => {
        if (started && !timer) schedule();
      });
    }, options.pollMs);
    timer.unref();
  }

  return {
    start() {
      if (started) return;
      started = true;
      schedule();
      void enqueue();
    },
    async stop() {
      started = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await chain;
      await options.close?.();
    },
    kick() {
      if (started) void enqueue();
    },
    sendDue: enqueue,
  };
}
