import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import type { Clock } from '../src/lib/clock';
import { TEST_MEDIA_DIR, createTestDatabase, joinTestDatabase } from './database';
import { listFiles } from './reservation-fixtures';

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

export interface TestAppWithDataDir extends TestApp {
  /** The app's own DATA_DIR, removed by `close`. */
  dataDir: string;
  /** Every file in its storage folder (temporary ones included), relative and sorted. */
  uploads(): Promise<string[]>;
}

/**
 * createTestApp with a data folder of its own (`parcelles-<name>-…` in the temp folder), for the
 * tests that check which files a request stored or left behind; `close` removes the folder too.
 */
export async function createTestAppWithDataDir(
  name: string,
  env: Record<string, string> = {},
  options: { clock?: Clock } = {},
): Promise<TestAppWithDataDir> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `parcelles-${name}-`));
  const removeDataDir = () => rm(dataDir, { recursive: true, force: true });
  let t: TestApp;
  try {
    t = await createTestApp({ DATA_DIR: dataDir, ...env }, options);
  } catch (err) {
    await removeDataDir();
    throw err;
  }
  return {
    ...t,
    dataDir,
    uploads: () => listFiles(path.join(dataDir, 'uploads')),
    async close() {
      try {
        await t.close();
      } finally {
        await removeDataDir();
      }
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
