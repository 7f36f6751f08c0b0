// A small queue for work that holds a CPU core for a long while (argon2, issue 27): at most
// `concurrency` tasks run at once, the others wait in their lane, and a freed slot goes to the first
// lane that has a task waiting, so a flood in a later lane never delays an earlier one. Each lane
// holds a bounded number of waiting tasks; one more is refused at once (503) rather than piling up
// memory and latency for everyone.
import { AppError, MESSAGES } from '@parcelles/shared/errors';

/** Seconds a refused client is asked to wait: a few tasks' time. */
const BUSY_RETRY_AFTER_SECONDS = 2;

export class BusyError extends AppError {
  readonly retryAfterSeconds = BUSY_RETRY_AFTER_SECONDS;
  constructor() {
    super('SERVICE_UNAVAILABLE', { status: 503, message: MESSAGES.busy });
  }
}

/**
 * `lanes` gives each lane's longest wait line, in order of priority (the first is served first).
 */
export function createWorkQueue<Lane extends string>({
  concurrency,
  lanes,
}: {
  concurrency: number;
  lanes: Record<Lane, number>;
}) {
  const order = Object.keys(lanes) as Lane[];
  const waiting = Object.fromEntries(order.map((lane) => [lane, [] as (() => void)[]])) as Record<
    Lane,
    (() => void)[]
  >;
  let running = 0;

  /** Hands the slot of a finished task to the first waiting one, or frees it. */
  const release = () => {
    const next = order.map((lane) => waiting[lane]).find((line) => line.length > 0);
    if (next) next.shift()!();
    else running--;
  };

  return {
    async run<T>(lane: Lane, task: () => Promise<T>): Promise<T> {
      if (running < concurrency) {
        running++;
      } else {
        const line = waiting[lane];
        if (line.length >= lanes[lane]) throw new BusyError();
        // The slot is handed over by `release`: `running` stays as it is.
        await new Promise<void>((resolve) => line.push(resolve));
      }
      try {
        return await task();
      } finally {
        release();
      }
    },

    /** What runs and waits now (for tests and the log). */
    load(): { running: number; waiting: Record<Lane, number> } {
      const counts = Object.fromEntries(order.map((lane) => [lane, waiting[lane].length]));
      return { running, waiting: counts as Record<Lane, number> };
    },
  };
}
