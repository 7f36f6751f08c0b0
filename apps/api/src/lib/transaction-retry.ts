// Retrying a transaction PostgreSQL gave up on (DESIGN.md §4): a deadlock (SQLSTATE 40P01) or a
// serialization failure (40001) rolls the whole transaction back and says trying again may work.
// `retryTransaction` runs the work again a few times, after a short random pause so the
// contenders do not meet again in step; any other error, or the last failure, goes on unchanged.

type Wrapped = { code?: unknown; cause?: unknown } | undefined;

const RETRYABLE = new Set(['40P01', '40001']);

/** PostgreSQL rolled the transaction back because of a deadlock or a serialization failure. */
export const isRetryableTransactionError = (err: unknown): boolean => {
  for (let e = err as Wrapped; e; e = e.cause as Wrapped) {
    if (typeof e.code === 'string' && RETRYABLE.has(e.code)) return true;
  }
  return false;
};

export interface RetryOptions {
  /** Tries in all, the first included (default 4). */
  attempts?: number;
  /** The pause before try n+1 is random in [0, baseDelayMs × 2ⁿ) (default 20 ms). */
  baseDelayMs?: number;
  /** How to wait; tests pass one that does not. */
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` (which must open its own transaction, so each try starts afresh) and runs it again
 * when the database rolled it back for a deadlock or a serialization failure.
 */
export async function retryTransaction<T>(work: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { attempts = 4, baseDelayMs = 20, sleep = wait } = options;
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (attempt >= attempts || !isRetryableTransactionError(err)) throw err;
      await sleep(Math.random() * baseDelayMs * 2 ** (attempt - 1));
    }
  }
}
