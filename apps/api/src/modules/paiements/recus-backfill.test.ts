// Issue 27, "Start fails on a big backlog" (ADR 050): thousands of payments validated before
// receipts existed once held the start in an onReady hook past Fastify's 10 s limit and the process
// exited. Now the app is ready at once and answers while the receipts are issued in the background;
// a restart goes on where the last run stopped, and two instances at it together issue each receipt
// once, numbered without gaps in the order the payments were validated.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { systemClock } from '../../lib/clock';
import { compteurs, paiements, recus } from '../../db/schema/index';
import { insertTestUser } from '../../../test/accounts';
import { buildTestApp } from '../../../test/build-app';
import { createTestDatabase, joinTestDatabase, type TestDatabase } from '../../../test/database';
import { createReservation } from '../../../test/reservation-fixtures';
import { countValidatedWithoutRecu } from '../recus/recus.repository';
import { createRecuBackfill } from './recus-backfill';

const BACKLOG = 2_000;
const RESERVATIONS = 30;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let testDb: TestDatabase;
const db = () => testDb.database.db;
/** Handles opened for the other instances (PostgreSQL: each its own pool), closed at the end. */
const joined: TestDatabase[] = [];
let reservationIds: string[];
let numberBefore: number;

const counter = async () =>
  (await db().select({ valeur: compteurs.valeur }).from(compteurs).where(eq(compteurs.cle, 'recus')))[0]
    ?.valeur ?? 0;
const left = () => countValidatedWithoutRecu(db());

/** Another instance's connection to the same database: its own pool on PostgreSQL. */
async function instanceDatabase(): Promise<DatabaseHandle> {
  if (!testDb.url) return testDb.database;
  const other = await joinTestDatabase(testDb.url);
  joined.push(other);
  return other.database;
}

/** An instance of the app, listening (the backfill starts once it listens), with its info lines. */
async function startInstance(database: DatabaseHandle) {
  const { app } = await buildTestApp(database);
  const info = vi.spyOn(app.log, 'info');
  await app.listen({ port: 0, host: '127.0.0.1' });
  // The backfill's lines only: the app may log other things meanwhile.
  const messages = () =>
    info.mock.calls.map((call) => String(call[1])).filter((m) => m.startsWith('receipts backfill'));
  return { app, messages };
}

async function until(done: () => Promise<boolean>, what: string, ms = 120_000) {
  for (const deadline = Date.now() + ms; !(await done()); await sleep(50)) {
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}`);
  }
}

const issuedBy = (messages: string[]) =>
  messages
    .map((m) => /receipts backfill (?:done|paused by shutdown): (\d+) receipts issued/.exec(m))
    .filter((m) => m !== null)
    .reduce((sum, m) => sum + Number(m[1]), 0);

beforeAll(async () => {
  testDb = await createTestDatabase();
  const buyer = await insertTestUser(db());
  reservationIds = [];
  for (let i = 0; i < RESERVATIONS; i++) {
    reservationIds.push((await createReservation(db(), buyer.id, { statut: 'VALIDEE' })).id);
  }
  numberBefore = await counter();
  // $1 cash payments validated in 2025, before receipts existed: spread over the reservations, and
  // validated in an order unlike the rows' (7919 is prime to 2000), so the order is the rule's.
  const ids = sql.join(
    reservationIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await db().execute(sql`
    insert into paiements (reservation_id, user_id, montant_cents, methode, statut, reference_paiement,
                           date_paiement, traite_le)
    select (array[${ids}])[1 + g % ${RESERVATIONS}], ${buyer.id}::uuid, 100, 'ESPECES', 'VALIDE',
           'ARRIERE-' || g, timestamptz '2025-01-01 08:00Z',
           timestamptz '2025-01-02 08:00Z' + ((g * 7919) % ${BACKLOG}) * interval '1 minute'
      from generate_series(0, ${BACKLOG - 1}) g`);
  expect(await left()).toBe(BACKLOG);
}, 120_000);

afterAll(async () => {
  for (const other of joined) await other.drop();
  await testDb?.drop();
});

describe('receipts for a backlog of validated payments (issue 27)', () => {
  it('are issued in the background once the app listens, across a restart and two instances, once each, in validation order', async () => {
    // The app is ready with the whole backlog still there, and answers meanwhile.
    const first = await startInstance(testDb.database);
    expect(await left()).toBeGreaterThan(0);
    const health = () => first.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect((await health()).statusCode).toBe(200);
    await until(async () => (await left()) < BACKLOG, 'the first receipts');
    expect((await health()).statusCode).toBe(200);
    expect(first.messages()).toContain(
      `receipts backfill: ${BACKLOG} validated payments without a receipt, issuing them`,
    );

    // Stopped midway (a deploy, a crash): what was issued stays, the rest waits for the next start.
    await first.app.close();
    const afterStop = await left();
    expect(afterStop).toBeGreaterThan(0);
    expect(issuedBy(first.messages())).toBe(BACKLOG - afterStop);

    // Two instances start together and share the rest; a bare runner logs its progress each batch.
    const [second, third] = await Promise.all([
      startInstance(await instanceDatabase()),
      startInstance(await instanceDatabase()),
    ]);
    const lines: string[] = [];
    const log = {
      info: (_: object, msg: string) => void lines.push(msg),
      warn: (_: object, msg: string) => void lines.push(msg),
      error: (_: object, msg: string) => void lines.push(msg),
    };
    const runner = createRecuBackfill({
      db: (await instanceDatabase()).db,
      clock: systemClock,
      log,
      batchSize: 20,
      progressEveryMs: 0,
    });
    runner.start();
    await until(async () => (await left()) === 0, 'every receipt');
    // Each instance ends its run, saying how many it issued; together, the whole backlog once.
    const done = /^receipts backfill done: \d+ receipts issued$/;
    for (const instance of [second, third]) {
      await until(async () => instance.messages().some((m) => done.test(m)), 'the end of a run');
    }
    await runner.idle();
    for (const instance of [second, third]) await instance.app.close();
    expect(lines.at(-1)).toMatch(done);
    expect(lines.some((l) => /^receipts backfill: \d+ receipts issued, \d+ left$/.test(l))).toBe(true);
    expect(
      issuedBy(first.messages()) + issuedBy(second.messages()) + issuedBy(third.messages()) + issuedBy(lines),
    ).toBe(BACKLOG);

    // One receipt each, numbered without a gap in the order the payments were validated…
    const rows = await db()
      .select({ numero: recus.numero, reservationId: recus.reservationId, contenu: recus.contenu })
      .from(paiements)
      .innerJoin(recus, eq(recus.paiementId, paiements.id))
      .where(and(inArray(paiements.reservationId, reservationIds), eq(paiements.statut, 'VALIDE')))
      .orderBy(asc(paiements.traiteLe));
    expect(rows).toHaveLength(BACKLOG);
    expect(rows.map((r) => r.numero)).toEqual(
      Array.from({ length: BACKLOG }, (_, i) => numberBefore + 1 + i),
    );
    expect(await counter()).toBe(numberBefore + BACKLOG);
    // … each counting what its reservation's earlier payments had paid.
    const paidSoFar = new Map<string, number>();
    for (const row of rows) {
      const paid = (paidSoFar.get(row.reservationId) ?? 0) + 100;
      paidSoFar.set(row.reservationId, paid);
      expect(row.contenu).toMatchObject({ totalPayeCents: paid });
    }
  }, 240_000);
});
