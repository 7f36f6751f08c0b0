import net from 'node:net';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { logFailure } from './log-failure';

// The app's own logger (Fastify's pino), so the lines are those an operator reads.
const lines: Record<string, unknown>[] = [];
const app = Fastify({
  logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
});
afterAll(() => app.close());

/** What the driver throws when PostgreSQL is down: a real refused connection. */
async function refusedConnection(): Promise<unknown> {
  const closed = net.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as net.AddressInfo;
  await new Promise((resolve) => closed.close(resolve));
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres' });
  return client.connect().then(
    () => expect.fail('the connection should be refused'),
    (err: unknown) => err,
  );
}

describe('logFailure', () => {
  it('logs an unreachable database as one warning with its code and message, no stack', async () => {
    lines.length = 0;
    const err = await refusedConnection();
    logFailure(app.log, err, 'reservation sweep failed');
    logFailure(
      app.log,
      Object.assign(new Error('Failed query'), { cause: err }),
      'e-mail outbox pass failed',
    );

    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      level: 40,
      msg: 'reservation sweep failed: database unavailable',
      database: { code: 'ECONNREFUSED', message: expect.stringContaining('ECONNREFUSED') },
    });
    // Through a wrapping error (Drizzle's), the driver's code is the one kept.
    expect(lines[1]).toMatchObject({ level: 40, database: { code: 'ECONNREFUSED' } });
    expect(JSON.stringify(lines)).not.toMatch(/stack|\\n\s+at /);
  });

  it('logs any other failure as an error with its stack', () => {
    lines.length = 0;
    logFailure(app.log, new Error('colonne inconnue'), 'orphan file sweep failed');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 50,
      msg: 'orphan file sweep failed',
      err: { message: 'colonne inconnue', stack: expect.stringContaining('log-failure.test.ts') },
    });
  });
});
