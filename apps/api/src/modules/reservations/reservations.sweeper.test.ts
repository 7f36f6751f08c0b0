// Expiry and reminders, with holds of a few seconds instead of days.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, notifications, paiements, parcelles, reservations } from '../../db/schema/index';
import { createMailQueue, createMailer } from '../mail/mail.service';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createUser, type TestUser } from '../../../test/accounts';
import { createExpirySweeper } from './reservations.sweeper';

const HOLD_SECONDS = 1.5;
let t: TestApp;
beforeAll(async () => {
  // The app's own sweeper is slowed right down: these tests drive sweeps by hand.
  t = await createTestApp({
    RESERVATION_HOLD_DAYS: String(HOLD_SECONDS / 86_400),
    EXPIRY_SWEEP_SECONDS: '3600',
  });
});
afterAll(() => t?.close());

const db = () => t.database.db;
function sweeper() {
  const mail = createMailQueue(createMailer({ publicUrl: 'http://localhost' }), () => {});
  return createExpirySweeper({
    db: db(),
    mail,
    intervalMs: 3_600_000,
    log: t.app.log,
  });
}

async function reserved(buyer: TestUser) {
  const [plot] = await db()
    .select({ id: parcelles.id })
    .from(parcelles)
    .where(
      and(
        eq(parcelles.statut, 'DISPONIBLE'),
        sql`not exists (select 1 from reservations r where r.parcelle_id = ${parcelles.id})`,
      ),
    )
    .limit(1);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/reservations',
    headers: buyer.headers,
    payload: { parcelleId: plot!.id },
  });
  return res.json().data as { id: string; parcelleId: string };
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const statusOf = async (id: string) =>
  (await db().select({ statut: reservations.statut }).from(reservations).where(eq(reservations.id, id)))[0]!
    .statut;
const plotStatus = async (id: string) =>
  (await db().select({ statut: parcelles.statut }).from(parcelles).where(eq(parcelles.id, id)))[0]!.statut;

describe('expiry', () => {
  it('reads as expired at once, then the sweep frees the plot and tells the buyer', async () => {
    const buyer = await createUser(t.app, db());
    const r = await reserved(buyer);
    await pause(HOLD_SECONDS * 1000 + 300);
    const seen = await t.app.inject({ url: `/api/v1/reservations/${r.id}`, headers: buyer.headers });
    expect(seen.json().data.statut).toBe('EXPIREE');
    expect(await statusOf(r.id)).toBe('EN_ATTENTE');

    const result = await sweeper().sweep();
    expect(result.expired).toBeGreaterThanOrEqual(1);
    expect(await statusOf(r.id)).toBe('EXPIREE');
    expect(await plotStatus(r.parcelleId)).toBe('DISPONIBLE');
    const titles = (await db().select().from(notifications).where(eq(notifications.userId, buyer.id))).map(
      (n) => n.titre,
    );
    expect(titles).toContain('Réservation expirée');
    const subjects = (
      await db().select().from(emailOutbox).where(eq(emailOutbox.destinataire, buyer.email))
    ).map((m) => m.sujet);
    expect(subjects.some((s) => s.includes('a expiré'))).toBe(true);
    // Once only: a second sweep finds nothing more for it.
    await sweeper().sweep();
    const after = await db().select().from(notifications).where(eq(notifications.userId, buyer.id));
    expect(after.filter((n) => n.titre === 'Réservation expirée')).toHaveLength(1);
  });

  it('lets another buyer reserve an expired hold before the sweeper has run', async () => {
    const [first, second] = await Promise.all([createUser(t.app, db()), createUser(t.app, db())]);
    const r = await reserved(first);
    await pause(HOLD_SECONDS * 1000 + 300);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reservations',
      headers: second.headers,
      payload: { parcelleId: r.parcelleId },
    });
    expect(res.statusCode).toBe(201);
    expect(await statusOf(r.id)).toBe('EXPIREE');
  });

  it('pauses while a proof is under review', async () => {
    const buyer = await createUser(t.app, db());
    const r = await reserved(buyer);
    await db().insert(paiements).values({
      reservationId: r.id,
      userId: buyer.id,
      montantCents: 50_000,
      methode: 'VIREMENT_BANCAIRE',
      statut: 'SOUMIS',
    });
    await pause(HOLD_SECONDS * 1000 + 300);
    await sweeper().sweep();
    expect(await statusOf(r.id)).toBe('EN_ATTENTE');
    expect(await plotStatus(r.parcelleId)).toBe('RESERVEE');
    const seen = await t.app.inject({ url: `/api/v1/reservations/${r.id}`, headers: buyer.headers });
    expect(seen.json().data.statut).toBe('EN_ATTENTE');
  });

  it('is handled once when two sweepers run at the same time', async () => {
    const buyers = await Promise.all(Array.from({ length: 4 }, () => createUser(t.app, db())));
    const held = [];
    for (const buyer of buyers) held.push(await reserved(buyer));
    await pause(HOLD_SECONDS * 1000 + 300);
    const [a, b] = await Promise.all([sweeper().sweep(), sweeper().sweep()]);
    for (const r of held) expect(await statusOf(r.id)).toBe('EXPIREE');
    const expiredNotes = await db()
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.titre, 'Réservation expirée'),
          sql`${notifications.userId} in ${buyers.map((b2) => b2.id)}`,
        ),
      );
    expect(expiredNotes).toHaveLength(4);
    expect(a.expired + b.expired).toBeGreaterThanOrEqual(4);
  });
});

describe('reminder', () => {
  it('is sent once, 24 h before expiry', async () => {
    const buyer = await createUser(t.app, db());
    const r = await reserved(buyer);
    // A hold ending in 20 hours: inside the reminder window.
    await db()
      .update(reservations)
      .set({ dateExpiration: new Date(Date.now() + 20 * 3_600_000) })
      .where(eq(reservations.id, r.id));
    expect((await sweeper().sweep()).reminded).toBe(1);
    expect((await sweeper().sweep()).reminded).toBe(0);
    const reminders = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, buyer.id), eq(notifications.type, 'RAPPEL')));
    expect(reminders).toHaveLength(1);
    const subjects = (
      await db().select().from(emailOutbox).where(eq(emailOutbox.destinataire, buyer.email))
    ).map((m) => m.sujet);
    expect(subjects.some((s) => s.includes('expire bientôt'))).toBe(true);
  });
});
