// Work a request starts but its answer must not wait for (issue 13, ADR 020). A route whose answer
// must not tell whether an address has an account (sign-up, forgot-password, resend-verification)
// looks the address up, makes its link and queues its mail here, once the answer is sent: the
// answer then reads the same and takes the same time whatever the address. A failure is logged;
// nobody waits for the work but `app.afterReply.idle()` (tests) and closing the app.
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    afterReply: {
      /** Resolves once every task started so far (and the ones they start) has ended. */
      idle(): Promise<void>;
    };
  }
}

export type AfterReplyTask = () => Promise<void>;

/** Tasks waiting for their request's answer to be sent, by request. */
const waiting = new WeakMap<FastifyRequest, { name: string; task: AfterReplyTask }[]>();

/** Runs `task` once the answer to `request` is sent (or the client went away). */
export function afterReply(request: FastifyRequest, name: string, task: AfterReplyTask): void {
  const tasks = waiting.get(request) ?? [];
  tasks.push({ name, task });
  waiting.set(request, tasks);
}

export function registerAfterReply(app: FastifyInstance): void {
  const running = new Set<Promise<void>>();

  const start = (request: FastifyRequest) => {
    const tasks = waiting.get(request);
    if (!tasks) return;
    waiting.delete(request);
    for (const { name, task } of tasks) {
      // On the next turn of the event loop: whatever waits on the finished answer goes first (on the
      // embedded database, a query runs on this very thread).
      const run: Promise<void> = new Promise((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => request.log.error({ err: error, task: name }, 'after-reply task failed'))
        .finally(() => running.delete(run));
      running.add(run);
    }
  };
  const idle = async () => {
    while (running.size > 0) await Promise.all([...running]);
  };

  app.decorate('afterReply', { idle });
  app.addHook('onResponse', async (request) => start(request));
  // The client hung up before its answer: the mail it asked for still goes.
  app.addHook('onRequestAbort', async (request) => start(request));
  app.addHook('onClose', idle);
}
