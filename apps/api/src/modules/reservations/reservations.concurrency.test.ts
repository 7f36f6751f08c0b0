// One buyer sending several reservations at once (several tabs, a client retrying): every answer is
// a 201, a replay or a 409 in French, never a 5xx, and the data stays consistent. On PGlite (one
// connection) the requests queue; on PostgreSQL (DATABASE_URL) they really race for the locks.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PENDING_RESERVATIONS } from '@parcelles/shared/domain';
import { parcelles, reservations } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createUser, type TestUser } from '../../../test/accounts';
import { freePlot } from '../../../test/reservation-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const db = () => t.database.db;

async function distinctFreePlots(n: number) {
  const plots = new Map<string, Awaited<ReturnType<typeof freePlot>>>();
  while (plots.size < n) {
    const plot = await freePlot(db());
    plots.set(plot.id, plot);
  }
  return [...plots.values()];
}

function reserve(user: TestUser, parcelleId: string, key?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/reservations',
    headers: { ...user.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { parcelleId },
  });
}

const reservationsOf = (userId: string) =>
  db().select().from(reservations).where(eq(reservations.userId, userId));

describe('one buyer reserving several plots at once', () => {
  it.each([
    ['without', false],
    ['each with its own', true],
  ])(
    'answers 201 up to the limit and 409 in French beyond it, never a 5xx (%s Idempotency-Key)',
    async (_, keyed) => {
      const buyer = await createUser(t.app, db());
      const plots = await distinctFreePlots(8);
      const answers = await Promise.all(
        plots.map((p) => reserve(buyer, p.id, keyed ? randomUUID() : undefined)),
      );
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
      expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_PENDING_RESERVATIONS);
      for (const refused of answers.filter((a) => a.statusCode === 409)) {
        expect(refused.json().message).toMatch(/réservations en attente/);
      }
      const held = await reservationsOf(buyer.id);
      expect(held).toHaveLength(MAX_PENDING_RESERVATIONS);
      expect(new Set(held.map((r) => r.parcelleId)).size).toBe(held.length);
      const reserved = await db()
        .select({ id: parcelles.id })
        .from(parcelles)
        .where(
          and(
            inArray(
              parcelles.id,
              plots.map((p) => p.id),
            ),
            eq(parcelles.statut, 'RESERVEE'),
          ),
        );
      expect(reserved.map((p) => p.id).sort()).toEqual(held.map((r) => r.parcelleId).sort());
    },
  );

  it('answers 8 concurrent requests with one Idempotency-Key with one and the same reservation', async () => {
    const buyer = await createUser(t.app, db());
    const [plot] = await distinctFreePlots(1);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 8 }, () => reserve(buyer, plot!.id, key)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
    expect(await reservationsOf(buyer.id)).toHaveLength(1);
  });

  it('refuses an Idempotency-Key reused for another request with 422, and replays the same one', async () => {
    const buyer = await createUser(t.app, db());
    const [first, second] = await distinctFreePlots(2);
    const key = randomUUID();
    const created = await reserve(buyer, first!.id, key);
    expect(created.statusCode).toBe(201);
    const reused = await reserve(buyer, second!.id, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'Cette clé d’idempotence a déjà servi pour une autre requête.',
    });
    const replayed = await reserve(buyer, first!.id, key);
    expect(replayed.statusCode).toBe(201);
    expect(replayed.json().data.id).toBe(created.json().data.id);
    expect(await reservationsOf(buyer.id)).toHaveLength(1);
  });
});
