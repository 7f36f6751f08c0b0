import { describe, expect, it } from 'vitest';
import { BusyError, createWorkQueue } from './work-queue';

/** A task the test finishes by hand, recording when it started. */
function gate(started: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const task = async () => {
    started.push(name);
    await done;
  };
  return { task, finish };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('createWorkQueue', () => {
  it('runs at most `concurrency` tasks, and hands a freed slot to the first lane with a task waiting', async () => {
    const queue = createWorkQueue({ concurrency: 2, lanes: { account: 10, anonymous: 10 } });
    const started: string[] = [];
    const tasks = new Map<string, ReturnType<typeof gate>>();
    const run = (lane: 'account' | 'anonymous', name: string) => {
      const g = gate(started, name);
      tasks.set(name, g);
      return queue.run(lane, async () => {
        await g.task();
        return name;
      });
    };
    const results = [
      run('anonymous', 'flood-1'),
      run('anonymous', 'flood-2'),
      run('anonymous', 'flood-3'),
      run('anonymous', 'flood-4'),
      run('account', 'sign-in'),
    ];
    await turn();
    expect(started).toEqual(['flood-1', 'flood-2']);
    expect(queue.load()).toEqual({ running: 2, waiting: { account: 1, anonymous: 2 } });

    // The sign-in came last but goes first when a slot frees.
    tasks.get('flood-1')!.finish();
    await turn();
    expect(started).toEqual(['flood-1', 'flood-2', 'sign-in']);

    for (const name of ['flood-2', 'sign-in', 'flood-3', 'flood-4']) {
      tasks.get(name)!.finish();
      await turn();
    }
    expect(started).toEqual(['flood-1', 'flood-2', 'sign-in', 'flood-3', 'flood-4']);
    expect(await Promise.all(results)).toEqual(['flood-1', 'flood-2', 'flood-3', 'flood-4', 'sign-in']);
    expect(queue.load()).toEqual({ running: 0, waiting: { account: 0, anonymous: 0 } });
  });

  it('refuses at once, in French with a 503, a task whose lane is full; the other lane still waits', async () => {
    const queue = createWorkQueue({ concurrency: 1, lanes: { account: 1, anonymous: 1 } });
    let release!: () => void;
    const blocker = queue.run('anonymous', () => new Promise<void>((resolve) => (release = resolve)));
    const waiting = queue.run('anonymous', async () => 'waited');
    const refused = queue.run('anonymous', async () => 'never');
    await expect(refused).rejects.toBeInstanceOf(BusyError);
    await expect(refused).rejects.toMatchObject({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'Le serveur est très sollicité. Veuillez réessayer dans quelques instants.',
      retryAfterSeconds: 2,
    });
    const signIn = queue.run('account', async () => 'signed in');
    release();
    await blocker;
    expect(await signIn).toBe('signed in');
    expect(await waiting).toBe('waited');
  });

  it('frees the slot of a task that fails', async () => {
    const queue = createWorkQueue({ concurrency: 1, lanes: { only: 5 } });
    await expect(queue.run('only', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run('only', async () => 'next')).toBe('next');
    expect(queue.load().running).toBe(0);
  });
});
