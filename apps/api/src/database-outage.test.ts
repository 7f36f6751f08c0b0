// Issue 13 (ADR 021): PostgreSQL restarts while the API is busy. The app reaches PostgreSQL through
// a TCP proxy (test/tcp-proxy.ts) that plays the restart — every session ended by the server
// (57P01), the port closed, then "starting up" (57P03) — on the PostgreSQL the other tests share.
// Meanwhile the API answers 503 with the spec's message, it recovers by itself once the database is
// back, and no reservation is half made.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@parcelles/shared/errors';
import {
  echeances,
  emailOutbox,
  idempotencyKeys,
  notifications,
  parcelles,
  reservations,
} from './db/schema/index';
import { DATABASE_RETRY_AFTER_SECONDS } from './plugins/error-handler';
import { checkInvariants } from './modules/invariants/use-cases/check-invariants';
import { createUser, type TestUser } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/build-app';
import { movableClock } from '../test/clock';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';

const BUYERS = 30;
/** Each buyer reserves at most 2 plots under load, so a retry never meets the 3-hold limit. */
const WRITES_PER_BUYER = 2;
/** How long the database is away in each of the restart's two phases (closed, then starting up). */
const PHASE_MS = 1_500;
/** A request still unanswered after this has hung: recorded as such, it fails the test. */
const HANG_MS = 45_000;

interface Answer {
  kind: 'write' | 'read' | 'health';
  status: number;
  message?: string;
  retryAfter?: string;
  started: number;
  ended: number;
  write?: { key: string; buyer: TestUser; plotId: string; reservationId?: string };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `done` holds (30 s at most, then fails saying what it waited for). */
async function until(done: () => unknown, what: string) {
  for (const deadline = Date.now() + 30_000; !(await done()); await sleep(50)) {
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}`);
  }
}

describe.skipIf(!process.env.DATABASE_URL)(
  'PostgreSQL restarting under load (needs PostgreSQL: runs when DATABASE_URL is set)',
  () => {
    const clock = movableClock();
    let copy: TestDatabase;
    let proxy: TcpProxy;
    let t: TestApp;
    let buyers: TestUser[];
    let plots: string[];

    beforeAll(async () => {
      copy = await createTestDatabase();
      proxy = await startTcpProxy(copy.url!);
      // The sweeper and the mail sender run often, so the test sees them live through the outage.
      t = await createTestApp(
        { EXPIRY_SWEEP_SECONDS: '0.2', MAIL_POLL_SECONDS: '0.2' },
        { clock, databaseUrl: proxy.url },
      );
      const db = copy.database.db;
      buyers = await Promise.all(Array.from({ length: BUYERS }, () => createUser(t.app, db)));
      const free = await db
        .select({ id: parcelles.id })
        .from(parcelles)
        .where(
          sql`${parcelles.statut} = 'DISPONIBLE' and not exists (select 1 from reservations r where r.parcelle_id = ${parcelles.id})`,
        )
        .limit(BUYERS * WRITES_PER_BUYER);
      plots = free.map((p) => p.id);
    });
    afterAll(async () => {
      await t?.close();
      await proxy?.close();
      await copy?.drop();
    });

    /** What a restart does to the sessions already open: the server ends them (57P01). */
    async function terminateAppSessions(): Promise<number> {
      const admin = new pg.Client({ connectionString: copy.url });
      await admin.connect();
      try {
        const { rowCount } = await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and client_port = any($1::int[])`,
          [proxy.upstreamPorts()],
        );
        return rowCount ?? 0;
      } finally {
        await admin.end();
      }
    }

    async function call(
      kind: Answer['kind'],
      request: InjectOptions,
      write?: Answer['write'],
    ): Promise<Answer> {
      const started = Date.now();
      let timer: NodeJS.Timeout | undefined;
      const hung = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), HANG_MS)));
      const res = await Promise.race([t.app.inject(request), hung]);
      clearTimeout(timer);
      const ended = Date.now();
      if (!res) return { kind, status: 0, started, ended, ...(write ? { write } : {}) };
      const body = res.json() as { message?: string; data?: { id?: string } };
      if (write && res.statusCode === 201) {
        // A retry must answer the reservation the first success made.
        expect(body.data?.id).toBe(write.reservationId ?? body.data?.id);
        write.reservationId = body.data?.id;
      }
      return {
        kind,
        status: res.statusCode,
        ...(body.message ? { message: body.message } : {}),
        ...(res.headers['retry-after'] ? { retryAfter: String(res.headers['retry-after']) } : {}),
        started,
        ended,
        ...(write ? { write } : {}),
      };
    }

    const reserve = (write: NonNullable<Answer['write']>) =>
      call(
        'write',
        {
          method: 'POST',
          url: '/api/v1/reservations',
          headers: { ...write.buyer.headers, 'idempotency-key': write.key },
          payload: { parcelleId: write.plotId },
        },
        write,
      );

    it('answers 503 with the spec’s message meanwhile, recovers by itself and half-applies nothing', async () => {
      const answers: Answer[] = [];
      let stopped = false;
      let next = 0;
      // Buyers booking distinct plots, each with its Idempotency-Key, as the web app sends; after
      // a 503 the buyer waits a little and sends the same request again.
      const writer = async () => {
        while (!stopped && next < plots.length) {
          const i = next++;
          const write = {
            key: randomUUID(),
            buyer: buyers[Math.floor(i / WRITES_PER_BUYER)]!,
            plotId: plots[i]!,
          };
          for (let a = await reserve(write); ; a = await reserve(write)) {
            answers.push(a);
            if (a.status !== 503 || stopped) break;
            await sleep(200);
          }
          await sleep(50);
        }
      };
      // Visitors browsing the catalogue.
      const reader = async (n: number) => {
        for (let i = n; !stopped; i++) {
          const url =
            i % 2 ? `/api/v1/parcelles/${plots[i % plots.length]}` : `/api/v1/parcelles?page=${1 + (i % 5)}`;
          answers.push(await call('read', { url }));
          await sleep(50);
        }
      };
      const load = Promise.all([writer(), writer(), writer(), reader(0), reader(1)]);
      const succeeded = (after: number, kind: Answer['kind']) =>
        answers.find((a) => a.kind === kind && a.started >= after && a.status < 300);
      const health: number[] = [];
      const checkHealth = async () => health.push((await call('health', { url: '/api/v1/health' })).status);
      let ended: number;
      let recoveryMs: number;
      try {
        await until(
          () => answers.filter((a) => a.status === 201).length >= 3,
          'reservations before the outage',
        );

        // The restart: the port closes, every session is ended, then the server is starting up.
        await proxy.refuse();
        ended = await terminateAppSessions();
        await checkHealth();
        await sleep(PHASE_MS);
        await proxy.starting();
        await checkHealth();
        await sleep(PHASE_MS);
        await proxy.up();
        const back = Date.now();

        await until(() => succeeded(back, 'write') && succeeded(back, 'read'), 'the API to recover');
        recoveryMs = succeeded(back, 'write')!.ended - back;
        await sleep(500);
      } finally {
        stopped = true;
        await load;
      }
      await checkHealth();
      process.stdout.write(
        `PostgreSQL restart: ${ended} sessions ended, ${answers.length} requests; ` +
          `first reservation ${recoveryMs} ms after the database was back\n`,
      );

      // Every request ended, with a 2xx, or a 503 with the spec's message and Retry-After.
      const unexpected = answers.filter(
        (a) =>
          !(a.kind === 'write' ? [201, 503] : [200, 503]).includes(a.status) ||
          (a.status === 503 &&
            (a.message !== MESSAGES.server || a.retryAfter !== String(DATABASE_RETRY_AFTER_SECONDS))),
      );
      expect(unexpected).toEqual([]);
      expect(answers.filter((a) => a.status === 503).length).toBeGreaterThan(0);
      // /health said the database was away, then that it was back.
      expect(health).toEqual([503, 503, 200]);
      expect(recoveryMs).toBeLessThan(30_000);

      // Writes the load stopped in the middle of their retries are retried once more now.
      const writes = new Map<string, NonNullable<Answer['write']>>();
      for (const a of answers) if (a.write) writes.set(a.write.key, a.write);
      for (const w of writes.values()) {
        if (!w.reservationId) expect((await reserve(w)).status).toBe(201);
      }

      // Each buyer's request made one reservation, the same whatever the number of tries.
      const db = copy.database.db;
      const usedPlots = [...writes.values()].map((w) => w.plotId);
      const rows = await db.select().from(reservations).where(inArray(reservations.parcelleId, usedPlots));
      expect(rows.map((r) => [r.parcelleId, r.id]).sort()).toEqual(
        [...writes.values()].map((w) => [w.plotId, w.reservationId]).sort(),
      );
      const firstTries = answers.filter((a) => a.status === 201).map((a) => a.write!.reservationId);
      for (const id of firstTries) expect(rows.some((r) => r.id === id)).toBe(true);

      // Each is whole: the plot held, the schedule, the buyer's notification and mail, the key's answer.
      const whole = async (r: (typeof rows)[number]) => {
        const [plot] = await db.select().from(parcelles).where(eq(parcelles.id, r.parcelleId));
        const schedule = await db.select().from(echeances).where(eq(echeances.reservationId, r.id));
        const notes = await db
          .select()
          .from(notifications)
          .where(sql`${notifications.donnees}->>'reservationId' = ${r.id}`);
        const mails = await db
          .select()
          .from(emailOutbox)
          .where(sql`${emailOutbox.texte} like ${`%${r.reference}%`}`);
        const keys = await db
          .select()
          .from(idempotencyKeys)
          .where(sql`${idempotencyKeys.reponse}->>'reservationId' = ${r.id}`);
        return {
          statut: r.statut,
          plot: plot!.statut,
          schedule: schedule.length > 0,
          notifications: notes.length,
          mails: mails.length,
          keys: keys.map((k) => k.statusCode),
        };
      };
      for (const r of rows) {
        expect(await whole(r)).toEqual({
          statut: 'EN_ATTENTE',
          plot: 'RESERVEE',
          schedule: true,
          notifications: 1,
          mails: 1,
          keys: [201],
        });
      }
      // No plot held without its reservation, no key left half claimed.
      const held = await db
        .select({ id: parcelles.id })
        .from(parcelles)
        .where(sql`${inArray(parcelles.id, usedPlots)} and ${parcelles.statut} <> 'DISPONIBLE'`);
      expect(held.map((p) => p.id).sort()).toEqual(rows.map((r) => r.parcelleId).sort());
      const keys = await db
        .select()
        .from(idempotencyKeys)
        .where(
          inArray(
            idempotencyKeys.userId,
            buyers.map((b) => b.id),
          ),
        );
      expect(keys.map((k) => k.statusCode)).toEqual(rows.map(() => 201));

      // The background work lived through it: the mail sender delivers every mail (to the log,
      // there being no SMTP_URL), and the sweeper still expires holds once their time is up.
      const emails = buyers.map((b) => b.email);
      // A pass the outage cut between claiming a mail and marking it sent leaves it leased (5 min),
      // or put off by its backoff (30 s): delayed, never lost. Time those out instead of waiting.
      await db
        .update(emailOutbox)
        .set({ prochaineTentative: sql`now()` })
        .where(and(inArray(emailOutbox.destinataire, emails), eq(emailOutbox.statut, 'EN_ATTENTE')));
      await until(async () => {
        const mails = await db.select().from(emailOutbox).where(inArray(emailOutbox.destinataire, emails));
        return mails.length === rows.length && mails.every((m) => m.statut === 'ENVOYE');
      }, 'the mails to be sent');
      clock.advance(t.config.holdMs + 60_000);
      await until(async () => {
        const ids = rows.map((r) => r.id);
        const now = await db.select().from(reservations).where(inArray(reservations.id, ids));
        return now.every((r) => r.statut === 'EXPIREE');
      }, 'the holds to expire');
      // Nothing the outage cut in half breaks a rule of DESIGN.md §4 (`npm run db:check`, issue 23).
      expect(await checkInvariants(db)).toEqual([]);
    }, 120_000);
  },
);
