// Opens the database the configuration names: PostgreSQL through `pg` when DATABASE_URL is set,
// otherwise the embedded PGlite in DATA_DIR. Both speak the same SQL and run the same migrations.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { isConnectionFailure } from '../lib/database-errors';
import { lockPglite } from './pglite-lock';
import * as schema from './schema/index';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A Database or a transaction: what repositories take, so a caller decides what commits together. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'transaction'>;

export interface DatabaseHandle {
  db: Database;
  kind: 'postgres' | 'pglite';
  /**
   * Runs `fn` while holding the database-wide setup lock, so that several instances starting at
   * once on one PostgreSQL migrate and seed one at a time.
   */
  withSetupLock<T>(fn: (db: Database) => Promise<T>): Promise<T>;
  /** Resolves when the database answers a trivial query (the health check); throws otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const SETUP_LOCK_ID = 7_274_2026;

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory; `memory://` for a throwaway database. */
  pgliteDir?: string;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.pgliteDir ?? 'memory://');
}

/**
 * Drizzle's transaction on a pool sends BEGIN before its try: when BEGIN fails (the connection was
 * just dropped) the client is never released, and each such failure shrinks the pool for good until
 * no request gets a connection again. This one takes the client itself and always gives it back,
 * discarded when its connection failed (ADR 021).
 */
function poolTransaction(pool: pg.Pool): Database['transaction'] {
  return async (work, config) => {
    const client = await pool.connect();
    let failure: Error | undefined;
    try {
      const onClient = drizzlePg(client, { schema }) as unknown as Database;
      return await onClient.transaction(work, config);
    } catch (err) {
      if (isConnectionFailure(err)) failure = err as Error;
      throw err;
    } finally {
      client.release(failure);
    }
  };
}

async function openPostgres(connectionString: string, max: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString,
    max,
    // Waiting for a connection (a server that does not answer, a full pool) ends in an error the
    // error handler turns into a 503, never in a request that hangs.
    connectionTimeoutMillis: 10_000,
    // So a server that vanished without closing the connection is noticed.
    keepAlive: true,
  });
  // A session PostgreSQL ends (a restart terminates them all: SQLSTATE 57P01) makes its client
  // emit 'error'. The pool listens only to idle clients: one checked out between two statements of
  // a transaction would crash the process with an unhandled 'error' event. Its statements fail
  // anyway, and the pool discards it when it comes back; an idle one is replaced.
  pool.on('connect', (client) => client.on('error', () => {}));
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  db.transaction = poolTransaction(pool);
  return {
    db,
    kind: 'postgres',
    async withSetupLock(fn) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [SETUP_LOCK_ID]);
        try {
          // Work on the connection that holds the lock, so it never waits for a pool slot.
          const locked = drizzlePg(client, { schema });
          await migratePg(locked, { migrationsFolder });
          return await fn(locked as unknown as Database);
        } finally {
          await client.query('select pg_advisory_unlock($1)', [SETUP_LOCK_ID]);
        }
      } finally {
        client.release();
      }
    },
    ping: () => pool.query('select 1').then(() => undefined),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  let unlock = () => {};
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockPglite(dataDir);
  }
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } }).catch((err: unknown) => {
    unlock();
    throw err;
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    // PGlite is one process's database: there is no one else to wait for.
    async withSetupLock(fn) {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
      return fn(db);
    },
    ping: () => client.query('select 1').then(() => undefined),
    close: () => client.close().finally(unlock),
  };
}

/** The migrations this code knows, oldest first (drizzle's journal). */
export function knownMigrations(): { tag: string; when: number }[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

export { schema };
