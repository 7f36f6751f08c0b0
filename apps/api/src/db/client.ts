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
  /**
   * Hears NOTIFY on `channel` (ADR 024): on PostgreSQL through one connection of its own, outside the
   * pool, opened again whenever it drops; on PGlite through its own listen(). Never throws; returns
   * the function that stops listening.
   */
  listen(channel: string, listener: NotificationListener): () => Promise<void>;
  /**
   * Calls `fn` after each statement or transaction of this handle that may have written has ended,
   * so that a cache kept in memory can re-read what this process just changed before its own
   * notification arrives. Not called on PGlite, whose notifications arrive before the committing
   * statement returns. Returns the function that stops calling it.
   */
  onWrite(fn: () => void): () => void;
  /** PGlite only: the whole database as one file, which `pgliteImage` opens again (tests' template). */
  image?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface NotificationListener {
  /** A payload sent to the channel; payloads come in commit order. */
  onNotify(payload: string): void;
  /** Listening (again): every change committed from now on will be heard. */
  onListening(): void;
  /** No longer listening: changes may go unheard until the next onListening. */
  onLost(error: unknown): void;
}

/** How often the PostgreSQL listening connection proves it is alive, and how long it may take to. */
const LISTEN_HEARTBEAT_MS = 5_000;
/** The listening connection is opened again after this delay, doubled after each failure up to 5 s. */
const LISTEN_RETRY_MS = 100;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const SETUP_LOCK_ID = 7_274_2026;

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory; `memory://` for a throwaway database. */
  pgliteDir?: string;
  /** PGlite: start from this image of a database (`DatabaseHandle.image`) instead of empty. */
  pgliteImage?: Blob;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.pgliteDir ?? 'memory://', options.pgliteImage);
}

/**
 * Drizzle's transaction on a pool sends BEGIN before its try: when BEGIN fails (the connection was
 * just dropped) the client is never released, and each such failure shrinks the pool for good until
 * no request gets a connection again. This one takes the client itself and always gives it back,
 * discarded when its connection failed (ADR 021).
 */
function poolTransaction(pool: pg.Pool, wrote: () => void): Database['transaction'] {
  return async (work, config) => {
    const client = await pool.connect();
    let failure: Error | undefined;
    try {
      const onClient = drizzlePg(client, { schema }) as unknown as Database;
      const result = await onClient.transaction(work, config);
      wrote();
      return result;
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
  const writeListeners = new Set<() => void>();
  const wrote = () => writeListeners.forEach((fn) => fn());
  // Drizzle runs each statement outside a transaction through pool.query; any but a plain select
  // may have written (ADR 024: read-your-writes).
  const poolQuery = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  pool.query = ((...args: unknown[]) => {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text;
    const result = poolQuery(...args);
    if (!/^\s*select\b/i.test(text ?? '')) void Promise.resolve(result).then(wrote, wrote);
    return result;
  }) as typeof pool.query;
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  db.transaction = poolTransaction(pool, wrote);
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
    listen: (channel, listener) => listenPostgres(connectionString, channel, listener),
    onWrite(fn) {
      writeListeners.add(fn);
      return () => void writeListeners.delete(fn);
    },
    close: () => pool.end(),
  };
}

/**
 * One connection outside the pool that LISTENs on `channel`. When it drops (a restart, a terminated
 * session) or stops answering its heartbeat (a host gone silent), the listener hears onLost at once
 * and the connection is opened again until it succeeds.
 */
function listenPostgres(connectionString: string, channel: string, listener: NotificationListener) {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let retryMs = LISTEN_RETRY_MS;

  async function connect() {
    const c = new pg.Client({
      connectionString,
      keepAlive: true,
      connectionTimeoutMillis: 10_000,
      application_name: `parcelles-listen-${channel}`,
    });
    client = c;
    let heartbeat: NodeJS.Timeout | undefined = undefined;
    let lost = false;
    const lose = (error: unknown) => {
      if (lost) return;
      lost = true;
      clearInterval(heartbeat);
      c.removeAllListeners('notification');
      void c.end().catch(() => {});
      if (stopped) return;
      listener.onLost(error);
      retry = setTimeout(() => void connect(), retryMs);
      retryMs = Math.min(retryMs * 2, 5_000);
    };
    c.on('error', lose);
    c.on('end', () => lose(new Error('Connection terminated')));
    c.on('notification', (message) => {
      if (message.channel === channel) listener.onNotify(message.payload ?? '');
    });
    try {
      await c.connect();
      await c.query(`LISTEN "${channel}"`);
    } catch (error) {
      return lose(error);
    }
    if (stopped || lost) return;
    retryMs = LISTEN_RETRY_MS;
    heartbeat = setInterval(() => {
      // pg reads query_timeout per query too, though its types only list it on the client.
      c.query({ text: 'select 1', query_timeout: LISTEN_HEARTBEAT_MS } as pg.QueryConfig).catch(lose);
    }, LISTEN_HEARTBEAT_MS);
    listener.onListening();
  }

  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

async function openPglite(dataDir: string, image?: Blob): Promise<DatabaseHandle> {
  let unlock = () => {};
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockPglite(dataDir);
  }
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    ...(image ? { loadDataDir: image } : {}),
  }).catch((err: unknown) => {
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
    listen(channel, listener) {
      // PGlite hands each notification over (in a microtask) while it reads the answer to the
      // statement that committed it, before that statement's promise settles.
      const unlisten = client.listen(channel, (payload) => listener.onNotify(payload));
      unlisten.then(() => listener.onListening(), listener.onLost);
      return async () => {
        await (await unlisten.catch(() => undefined))?.().catch(() => {});
      };
    },
    onWrite: () => () => {},
    image: () => client.dumpDataDir('none'),
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
