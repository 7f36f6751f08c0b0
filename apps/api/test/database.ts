// Each test file gets its own database holding the demo city: a copy of the migrated template on
// PostgreSQL (when DATABASE_URL is set), or an in-memory PGlite opened from the run's image of one
// (global-setup.ts) otherwise. Files never share rows, so they run in parallel without cleaning up
// after each other.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { seedDemoCity } from '../src/demo/index';

/** Media rendered once per machine and reused by every test run (names are content hashes). */
export const TEST_MEDIA_DIR = path.join(os.tmpdir(), 'parcelles-test-media');
export const TEST_PLOTS = 300;

export const seedTestCity = (database: DatabaseHandle) =>
  database.withSetupLock((db) => seedDemoCity(db, { mediaDir: TEST_MEDIA_DIR, count: TEST_PLOTS }));

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

let template: Promise<Blob | undefined> | undefined;
/** The run's PGlite image, read once per worker; none outside a Vitest run's API project. */
function pgliteTemplate(): Promise<Blob | undefined> {
  template ??= (async () => {
    const file = inject('pgliteTemplate');
    return file ? new Blob([await readFile(file)]) : undefined;
  })();
  return template;
}

export interface TestDatabase {
  database: DatabaseHandle;
  /** The PostgreSQL URL of this copy, for a second instance on the same database; none on PGlite. */
  url?: string;
  drop(): Promise<void>;
}

/** On PGlite in memory, or in `pgliteDir` when given (even when DATABASE_URL is set). */
export async function createTestDatabase({ pgliteDir }: { pgliteDir?: string } = {}): Promise<TestDatabase> {
  const templateUrl = process.env.DATABASE_URL;
  if (!templateUrl || pgliteDir) {
    const image = pgliteDir ? undefined : await pgliteTemplate();
    const database = await openDatabase({ pgliteDir: pgliteDir ?? 'memory://', pgliteImage: image });
    if (!image) await seedTestCity(database);
    return { database, drop: () => database.close() };
  }
  const template = new URL(templateUrl).pathname.slice(1);
  const name = `${template}_t${randomBytes(4).toString('hex')}`;
  await admin(templateUrl, async (client) => {
    // Two files copying the template at the same instant may collide; the loser retries.
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`create database "${name}" template "${template}"`);
        return;
      } catch (err) {
        if ((err as { code?: string }).code !== '55006' || attempt > 20) throw err;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  });
  const url = withDatabase(templateUrl, name);
  const database = await openDatabase({ databaseUrl: url, poolSize: 4 });
  return {
    database,
    url,
    async drop() {
      await database.close();
      await admin(templateUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

/** A new database without any table beside the template (PostgreSQL only), e.g. to restore into. */
export async function createEmptyDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const templateUrl = process.env.DATABASE_URL;
  if (!templateUrl) throw new Error('DATABASE_URL is not set');
  // Named like the copies, so that dropLeftoverCopies also finds it after a crashed run.
  const name = `${new URL(templateUrl).pathname.slice(1)}_t${randomBytes(4).toString('hex')}`;
  await admin(templateUrl, (client) => client.query(`create database "${name}"`));
  return {
    url: withDatabase(templateUrl, name),
    async drop() {
      await admin(templateUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

/**
 * Opens a PostgreSQL database another test made, e.g. for a second instance on it or to reach it
 * through a proxy; `drop` only closes this handle, the database stays its creator's.
 */
export async function joinTestDatabase(url: string): Promise<TestDatabase> {
  const database = await openDatabase({ databaseUrl: url, poolSize: 4 });
  return { database, url, drop: () => database.close() };
}

/** Drops the copies a crashed run may have left behind. */
export async function dropLeftoverCopies(templateUrl: string): Promise<void> {
  const template = new URL(templateUrl).pathname.slice(1);
  await admin(templateUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname like $1`,
      [`${template.replace(/[_%\\]/g, '\\$&')}\\_t%`],
    );
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
  });
}
