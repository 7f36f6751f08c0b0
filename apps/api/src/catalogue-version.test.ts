// Issue 14 (ADR 024): the catalogue version lives in each instance's memory. With an unchanged
// catalogue a public read asks the database nothing; a change made on one instance shows on another
// at once (PostgreSQL NOTIFY); while an instance cannot hear the notifications it reads the version
// from the database on every request, and it goes back to memory once it hears them again.
import http from 'node:http';
import type { InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from './db/client';
import { createUser, type TestUser } from '../test/accounts';
import { buildTestApp, createTestApp, type TestApp } from '../test/build-app';
import { createTestDatabase, joinTestDatabase, type TestDatabase } from '../test/database';
import { freePlot } from '../test/reservation-fixtures';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` until it returns a value other than undefined (20 s at most). */
async function until<T>(check: () => Promise<T | undefined>, what: string): Promise<T> {
  for (const deadline = Date.now() + 20_000; ; await sleep(50)) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}`);
  }
}

/**
 * The handle with its `db` watched: each use of it is counted. The app reaches the database only
 * through `db` (the catalogue version and the data both), so a request during which it was not
 * used made no round trip. The app's background work is made rare (QUIET), so that it does not
 * count during a request.
 */
function countingDatabase(database: DatabaseHandle) {
  let uses = 0;
  const db = new Proxy(database.db, {
    get(target, property, receiver) {
      uses++;
      return Reflect.get(target, property, receiver) as unknown;
    },
  }) as Database;
  return {
    database: { ...database, db },
    /** Sends the request; `uses` is how often the database was used meanwhile. */
    async inject(app: TestApp['app'], options: InjectOptions) {
      const before = uses;
      const res = await app.inject(options);
      return { res, uses: uses - before };
    },
  };
}

/** The expiry sweeper and the mail sender once an hour instead of every few seconds. */
const QUIET = { EXPIRY_SWEEP_SECONDS: '3600', MAIL_POLL_SECONDS: '3600' };

const plotUrl = (id: string) => `/api/v1/parcelles/${id}`;

describe('public reads from memory (one instance, PGlite or PostgreSQL)', () => {
  let test: TestDatabase;
  let counting: ReturnType<typeof countingDatabase>;
  let app: TestApp['app'];
  let admin: TestUser;
  beforeAll(async () => {
    test = await createTestDatabase();
    counting = countingDatabase(test.database);
    ({ app } = await buildTestApp(counting.database, QUIET));
    admin = await createUser(app, test.database.db, 'ADMIN');
  });
  afterAll(async () => {
    await app?.close();
    await test?.drop();
  });

  it('answers an unchanged catalogue without a database round trip, and a change made here at once', async () => {
    const plot = await freePlot(test.database.db);
    const get = (headers: Record<string, string> = {}) =>
      counting.inject(app, { method: 'GET', url: plotUrl(plot.id), headers });

    // Once the instance listens and has read the version (and the body is cached), nothing more.
    const first = await until(async () => {
      const { res, uses } = await get();
      return uses === 0 ? res : undefined;
    }, 'a read answered from memory');
    for (let i = 0; i < 20; i++) {
      const { res, uses } = await get();
      expect(uses).toBe(0);
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).toBe(first.headers.etag);
    }
    const revalidated = await get({ 'if-none-match': String(first.headers.etag) });
    expect(revalidated.res.statusCode).toBe(304);
    expect(revalidated.uses).toBe(0);

    // An admin changes the price through this instance: the very next read shows it.
    const prix = first.json().data.prix + 1000;
    const patch = await app.inject({
      method: 'PATCH',
      url: plotUrl(plot.id),
      headers: admin.headers,
      payload: { prix },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const after = await get({ 'if-none-match': String(first.headers.etag) });
    expect(after.res.statusCode).toBe(200);
    expect(after.res.json().data.prix).toBe(prix);
    expect(after.res.headers.etag).not.toBe(first.headers.etag);
    expect(after.uses).toBeGreaterThan(0);

    // And then memory again.
    await until(async () => ((await get()).uses === 0 ? true : undefined), 'memory again');
  });

  it('over HTTP, answers a read it holds before the framework, with the bytes and headers the framework sends', async () => {
    const plot = await freePlot(test.database.db);
    // Each answer sent before the framework is logged as such (ADR 031).
    const early: string[] = [];
    const info = app.log.info.bind(app.log);
    app.log.info = ((obj: { fromMemory?: boolean; req?: { url: string } }, ...rest: never[]) => {
      if (obj?.fromMemory) early.push(`${obj.req!.url}`);
      return info(obj, ...rest);
    }) as typeof app.log.info;
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const url = plotUrl(plot.id);
      await until(async () => {
        await httpRequest(base, 'GET', url);
        return early.includes(url) ? true : undefined;
      }, 'a read answered before the framework');

      // The same answer as the framework's, as it is, compressed or not, and revalidated.
      const etag = String((await app.inject({ method: 'GET', url })).headers.etag);
      const variants: Record<string, string>[] = [
        {},
        { 'accept-encoding': 'gzip, deflate, br' },
        { 'if-none-match': etag },
      ];
      for (const headers of variants) {
        const before = early.length;
        const sent = await httpRequest(base, 'GET', url, headers);
        expect(early.length, JSON.stringify(headers)).toBe(before + 1);
        const framework = await app.inject({ method: 'GET', url, headers });
        expect(sent.status).toBe(framework.statusCode);
        expect(sent.body.equals(framework.rawPayload)).toBe(true);
        for (const [name, value] of Object.entries(framework.headers)) {
          if (!['date', 'connection', 'keep-alive'].includes(name))
            expect(sent.headers[name], name).toBe(String(value));
        }
      }

      // A change shows at once; a method other than GET is the framework's.
      const prix = (await app.inject({ method: 'GET', url })).json().data.prix + 500;
      const patch = await app.inject({ method: 'PATCH', url, headers: admin.headers, payload: { prix } });
      expect(patch.statusCode, patch.body).toBe(200);
      expect(JSON.parse((await httpRequest(base, 'GET', url)).body.toString()).data.prix).toBe(prix);
      const before = early.length;
      expect((await httpRequest(base, 'POST', url)).status).toBe(404);
      expect(early.length).toBe(before);
    } finally {
      app.log.info = info;
      await app.server.close();
    }
  });
});

/** A request over HTTP, its answer's body as sent (not decompressed). */
function httpRequest(base: string, method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const req = http.request(new URL(path, base), { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe.skipIf(!process.env.DATABASE_URL)(
  'two instances on one PostgreSQL hear each other (needs PostgreSQL: runs when DATABASE_URL is set)',
  () => {
    let a: TestApp;
    let proxy: TcpProxy;
    let joined: TestDatabase;
    let counting: ReturnType<typeof countingDatabase>;
    let b: TestApp['app'];
    let admin: TestUser;
    beforeAll(async () => {
      a = await createTestApp();
      // B reaches the database through a proxy, so the test can keep it from listening again.
      proxy = await startTcpProxy(a.databaseUrl!);
      joined = await joinTestDatabase(proxy.url);
      counting = countingDatabase(joined.database);
      ({ app: b } = await buildTestApp(counting.database, QUIET));
      admin = await createUser(a.app, a.database.db, 'ADMIN');
    });
    afterAll(async () => {
      await b?.close();
      await joined?.drop();
      await proxy?.close();
      await a?.close();
    });

    const setPrice = async (id: string, prix: number) => {
      const res = await a.app.inject({
        method: 'PATCH',
        url: plotUrl(id),
        headers: admin.headers,
        payload: { prix },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.prix as number;
    };
    const readOn = (app: TestApp['app'], id: string) =>
      counting.inject(app, { method: 'GET', url: plotUrl(id) });
    /** Polls B until it shows `prix`, then checks that its ETag is A's. */
    const seenOnB = async (id: string, prix: number) => {
      const { res } = await until(async () => {
        const read = await readOn(b, id);
        return read.res.json().data.prix === prix ? read : undefined;
      }, `B to show the price ${prix}`);
      expect(res.headers.etag).toBe((await a.app.inject({ method: 'GET', url: plotUrl(id) })).headers.etag);
    };
    const fromMemory = async (id: string) =>
      until(async () => ((await readOn(b, id)).uses === 0 ? true : undefined), 'B to read from memory');

    async function terminateListener(): Promise<number> {
      const client = new pg.Client({ connectionString: a.databaseUrl });
      await client.connect();
      try {
        const { rowCount } = await client.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and application_name = 'parcelles-listen-catalogue'
              and client_port = any($1::int[])`,
          [proxy.upstreamPorts()],
        );
        return rowCount ?? 0;
      } finally {
        await client.end();
      }
    }

    it('shows on B, at once and with the same ETag, a price an admin changed on A', async () => {
      const plot = await freePlot(a.database.db);
      await fromMemory(plot.id);
      const prix = await setPrice(plot.id, 41_000);
      await seenOnB(plot.id, prix);
      await fromMemory(plot.id);
    });

    it('stays correct while B cannot listen, and goes back to memory once it listens again', async () => {
      const plot = await freePlot(a.database.db);
      await fromMemory(plot.id);

      // B's listening session is ended and it cannot open another one.
      await proxy.refuse();
      expect(await terminateListener()).toBe(1);
      // B notices, and asks the database on every read…
      await until(async () => ((await readOn(b, plot.id)).uses > 0 ? true : undefined), 'B to notice');
      // …so a change made on A shows on B with no wait at all, however many times.
      for (const prix of [42_000, 43_000]) {
        await setPrice(plot.id, prix);
        const { res, uses } = await readOn(b, plot.id);
        expect(res.json().data.prix).toBe(prix);
        expect(uses).toBeGreaterThan(0);
      }

      // Listening again, B reads the version once more and then answers from memory.
      await proxy.up();
      await fromMemory(plot.id);
      expect((await readOn(b, plot.id)).res.json().data.prix).toBe(43_000);
      const prix = await setPrice(plot.id, 44_000);
      await seenOnB(plot.id, prix);
    });
  },
);
