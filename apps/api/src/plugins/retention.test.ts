// Issue 27 (ADR 049): sent and abandoned mails go after MAIL_RETENTION_DAYS, idempotency keys after
// IDEMPOTENCY_KEY_RETENTION_HOURS; pending mails and recent keys stay, and a recent key still
// replays its answer. On the real application and database; rows are made old by dating them back.
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, idempotencyKeys, reservations } from '../db/schema/index';
import { systemClock } from '../lib/clock';
import { createUser, type TestUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/build-app';
import { freePlot } from '../../test/reservation-fixtures';
import { createRetentionSweeper, purgeExpired } from './retention';

const DAY = 24 * 3600_000;
let t: TestApp;
let buyer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createUser(t.app, t.database.db);
});
afterAll(() => t?.close());

const db = () => t.database.db;
let n = 0;

/** A mail in the given state, queued `ageDays` ago; a pending one is not due for an hour. */
async function mail(statut: 'EN_ATTENTE' | 'ENVOYE' | 'ECHEC', ageDays: number): Promise<string> {
  const [row] = await db()
    .insert(emailOutbox)
    .values({
      destinataire: `retention-${++n}@exemple.cd`,
      sujet: 'Confirmez votre adresse email — Parcelles',
      texte: statut === 'EN_ATTENTE' ? 'https://parcelles.exemple.cd/verify-email?token=x' : '',
      html: '',
      statut,
      envoyeLe: statut === 'ENVOYE' ? sql`now() - ${ageDays}::integer * interval '1 day'` : null,
      prochaineTentative: sql`now() + interval '1 hour'`,
      createdAt: sql`now() - ${ageDays}::integer * interval '1 day'`,
    })
    .returning({ id: emailOutbox.id });
  return row!.id;
}

const remaining = async (ids: string[]) =>
  (await db().select({ id: emailOutbox.id }).from(emailOutbox).where(inArray(emailOutbox.id, ids)))
    .map((r) => r.id)
    .sort();

function reserve(parcelleId: string, key: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/reservations',
    headers: { ...buyer.headers, 'idempotency-key': key },
    payload: { parcelleId },
  });
}

function captureLog() {
  const entries: { level: string; obj: object; msg: string }[] = [];
  const at = (level: string) => (obj: object, msg: string) => void entries.push({ level, obj, msg });
  return { entries, log: { info: at('info'), warn: at('warn'), error: at('error') } };
}

describe('retention', () => {
  it('purges sent and abandoned mails past MAIL_RETENTION_DAYS, in batches, and keeps the rest', async () => {
    expect(t.config.mailRetentionMs).toBe(30 * DAY);
    const old = [
      ...(await Promise.all([1, 2, 3, 4].map(() => mail('ENVOYE', 31)))),
      await mail('ECHEC', 45),
      await mail('ENVOYE', 400),
    ];
    const kept = [await mail('ENVOYE', 29), await mail('ECHEC', 1), await mail('EN_ATTENTE', 60)];

    // Two instances purging at once, two rows a statement: each row goes once, none is waited for.
    const purge = () =>
      purgeExpired({
        db: db(),
        now: systemClock.now(),
        mailRetentionMs: t.config.mailRetentionMs,
        idempotencyKeyRetentionMs: t.config.idempotencyKeyRetentionMs,
        batch: 2,
      });
    const [a, b] = await Promise.all([purge(), purge()]);
    expect(a.mails + b.mails).toBe(old.length);
    expect(await remaining([...old, ...kept])).toEqual([...kept].sort());
  });

  it('purges idempotency keys past IDEMPOTENCY_KEY_RETENTION_HOURS; a recent key still replays', async () => {
    expect(t.config.idempotencyKeyRetentionMs).toBe(DAY);
    const [oldKey, recentKey] = [randomUUID(), randomUUID()];
    const [first, second] = [await freePlot(db()), await freePlot(db())];
    expect((await reserve(first.id, oldKey)).statusCode).toBe(201);
    const recent = await reserve(second.id, recentKey);
    expect(recent.statusCode).toBe(201);
    await db()
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.cle, oldKey));

    const { log, entries } = captureLog();
    const sweeper = createRetentionSweeper({
      db: db(),
      clock: systemClock,
      mailRetentionMs: t.config.mailRetentionMs,
      idempotencyKeyRetentionMs: t.config.idempotencyKeyRetentionMs,
      log,
    });
    expect(await sweeper.sweep()).toEqual({ mails: 0, idempotencyKeys: 1 });
    // What went is said in the log.
    expect(entries).toEqual([
      { level: 'info', obj: { mails: 0, idempotencyKeys: 1 }, msg: 'expired rows purged' },
    ]);

    const keys = await db()
      .select({ cle: idempotencyKeys.cle })
      .from(idempotencyKeys)
      .where(inArray(idempotencyKeys.cle, [oldKey, recentKey]));
    expect(keys.map((k) => k.cle)).toEqual([recentKey]);

    // The retry of a recent request gets its first answer, and nothing is reserved twice.
    const replay = await reserve(second.id, recentKey);
    expect(replay.statusCode).toBe(201);
    expect(replay.json().data.id).toBe(recent.json().data.id);
    const held = await db().select().from(reservations).where(eq(reservations.parcelleId, second.id));
    expect(held).toHaveLength(1);

    // A quiet pass says nothing.
    expect(await sweeper.sweep()).toEqual({ mails: 0, idempotencyKeys: 0 });
    expect(entries).toHaveLength(1);
    await sweeper.stop();
  });
});
