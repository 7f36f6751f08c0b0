import { describe, expect, it } from 'vitest';
import { isRetryableTransactionError, retryTransaction } from './transaction-retry';

// The shape drizzle gives: its own error, the driver's error with the SQLSTATE as its cause.
const dbError = (code: string) =>
  Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('db'), { code }) });

const noWait = { sleep: async () => {} };

function failing(codes: string[]) {
  let calls = 0;
  const work = async () => {
    const code = codes[calls++];
    if (code) throw dbError(code);
    return 'fait';
  };
  return { work, calls: () => calls };
}

describe('retryTransaction', () => {
  it('runs the work again after a deadlock or a serialization failure', async () => {
    const w = failing(['40P01', '40001']);
    await expect(retryTransaction(w.work, noWait)).resolves.toBe('fait');
    expect(w.calls()).toBe(3);
  });

  it('lets any other error through at once', async () => {
    const w = failing(['23505']);
    await expect(retryTransaction(w.work, noWait)).rejects.toThrow('Failed query');
    expect(w.calls()).toBe(1);
    const plain = failing([]);
    const boom = async () => {
      await plain.work();
      throw new Error('métier');
    };
    await expect(retryTransaction(boom, noWait)).rejects.toThrow('métier');
    expect(plain.calls()).toBe(1);
  });

  it('gives up after the number of attempts, with the last error', async () => {
    const w = failing(['40P01', '40P01', '40P01', '40P01']);
    const err = await retryTransaction(w.work, { ...noWait, attempts: 3 }).catch((e: unknown) => e);
    expect(isRetryableTransactionError(err)).toBe(true);
    expect(w.calls()).toBe(3);
  });

  it('waits a random, growing pause between tries', async () => {
    const pauses: number[] = [];
    const w = failing(['40001', '40001', '40001']);
    await retryTransaction(w.work, { baseDelayMs: 100, sleep: async (ms) => void pauses.push(ms) });
    expect(pauses).toHaveLength(3);
    pauses.forEach((ms, i) => {
      expect(ms).toBeGreaterThanOrEqual(0);
      expect(ms).toBeLessThan(100 * 2 ** i);
    });
  });
});
