import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import type { Clock } from '../src/lib/clock';
import { TEST_MEDIA_DIR, createTestDatabase } from './database';

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
 * `clock` (test/clock.ts) to move time instead of waiting for it.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  { clock }: { clock?: Clock } = {},
): Promise<TestApp> {
  const { database, drop, url } = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(os.tmpdir(), 'parcelles-test-data'),
    WEB_DIST: path.join(os.tmpdir(), 'parcelles-no-web'),
    ...env,
  });
  const fullConfig = { ...config, mediaDir: TEST_MEDIA_DIR };
  const app = await buildApp({ config: fullConfig, database, ...(clock ? { clock } : {}) });
  await app.ready();
  return {
    app,
    database,
    config: fullConfig,
    ...(url ? { databaseUrl: url } : {}),
    async close() {
      await app.close();
      await drop();
    },
  };
}
