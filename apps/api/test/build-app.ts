import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import type { Clock } from '../src/lib/clock';
import { TEST_MEDIA_DIR, createTestDatabase, joinTestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** Set on PostgreSQL: lets a test start a second instance on the same database. */
  databaseUrl?: string;
  close(): Promise<void>;
}

/**
 * Settings for a test file whose few buyers send more proofs than one buyer may in an hour
 * (ADR 019): every rate limit scaled, as the end-to-end run does. The limits themselves are tested
 * in paiements.limits.test.ts.
 */
export const MANY_PROOFS = { RATE_LIMIT_SCALE: '100' } as const;

/**
 * The real application on its own database with the demo city; call `close` in afterAll. Pass a
 * `clock` (test/clock.ts) to move time instead of waiting for it, and on PostgreSQL a `databaseUrl`
 * (another TestApp's, or one through test/tcp-proxy.ts) to run on that database instead of a copy.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  {
    clock,
    pgliteDir,
    databaseUrl,
  }: { clock?: Clock; pgliteDir?: string; databaseUrl?: string | undefined } = {},
): Promise<TestApp> {
  const { database, drop, url } = databaseUrl
    ? await joinTestDatabase(databaseUrl)
    : await createTestDatabase(pgliteDir ? { pgliteDir } : {});
  const { app, config } = await buildTestApp(database, env, { clock });
  return {
    app,
    database,
    config,
    ...(url ? { databaseUrl: url } : {}),
    async close() {
      await app.close();
      await drop();
    },
  };
}

/** The real application on a database opened by the caller (who closes both), e.g. a restored one. */
export async function buildTestApp(
  database: DatabaseHandle,
  env: Record<string, string> = {},
  { clock }: { clock?: Clock | undefined } = {},
): Promise<{ app: FastifyInstance; config: Config }> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(os.tmpdir(), 'parcelles-test-data'),
    WEB_DIST: path.join(os.tmpdir(), 'parcelles-no-web'),
    ...env,
  });
  const fullConfig = { ...config, mediaDir: TEST_MEDIA_DIR };
  const app = await buildApp({ config: fullConfig, database, ...(clock ? { clock } : {}) });
  await app.ready();
  return { app, config: fullConfig };
}
