import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { loggingOptions, readyMessage } from './logger';

const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: 'data', ...env });

/** A Fastify app with `options`' request logging, writing JSON lines at debug to an array. */
async function requestLogLines(options: ReturnType<typeof loggingOptions>) {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  });
  const app = Fastify({
    ...(options.logController ? { logController: options.logController } : {}),
    logger: { level: 'debug', stream },
  });
  app.get('/ping', () => ({ ok: true }));
  await app.inject({ url: '/ping' });
  await app.inject({ url: '/absent' });
  await app.close();
  return lines.filter((l) => /request|not found/.test(l.msg));
}

const DEBUG = 20;
const INFO = 30;

describe('logging per environment', () => {
  it('prints readable lines in development, and requests only at debug', async () => {
    const options = loggingOptions(config({ NODE_ENV: 'development' }));
    expect(options.logger).toEqual({
      level: 'info',
      transport: { target: 'pino-pretty', options: expect.any(Object) },
    });
    // The transport is loaded by name in a worker: it must be installed for the api.
    expect(() => createRequire(import.meta.url).resolve('pino-pretty')).not.toThrow();

    const lines = await requestLogLines(options);
    expect(lines.map((l) => l.msg)).toEqual([
      'incoming request',
      'request completed',
      'incoming request',
      'Route GET:/absent not found',
      'request completed',
    ]);
    expect(lines.every((l) => l.level === DEBUG)).toBe(true);
  });

  it('writes JSON in production, one request at info', async () => {
    const options = loggingOptions(
      config({ NODE_ENV: 'production', JWT_SECRET: randomBytes(36).toString('base64') }),
    );
    expect(options).toEqual({ logger: { level: 'info' } });
    const lines = await requestLogLines(options);
    expect(lines.filter((l) => l.msg === 'request completed').map((l) => l.level)).toEqual([INFO, INFO]);
  });

  it('stays quiet in tests, and follows LOG_LEVEL everywhere', () => {
    expect(loggingOptions(config({ NODE_ENV: 'test' }))).toEqual({ logger: { level: 'silent' } });
    expect(loggingOptions(config({ NODE_ENV: 'development', LOG_LEVEL: 'debug' })).logger).toMatchObject({
      level: 'debug',
    });
  });
});

describe('the ready line', () => {
  it('shows the address the server listens on', async () => {
    const app = Fastify();
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    await app.close();
    const { port } = new URL(address);
    const line = readyMessage(address, 'http://localhost:3000', 'PostgreSQL');
    expect(line).toBe(
      `Parcelles ready on http://127.0.0.1:${port} (PostgreSQL, links in mails use http://localhost:3000)`,
    );
    expect(readyMessage('http://127.0.0.1:3000', 'http://127.0.0.1:3000', 'PostgreSQL')).toBe(
      'Parcelles ready on http://127.0.0.1:3000 (PostgreSQL)',
    );
  });
});
