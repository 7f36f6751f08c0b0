// Expiry and reminders over the real 7-day hold: the tests move the app's clock instead of waiting.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emailOutbox,
  notifications,
  paiementMessages,
  paiements,
  parcelles,
  reservations,
} from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { movableClock } from '../../../test/clock';
import { freePlot } from '../../../test/reservation-fixtures';
import { createUser, signIn, type TestUser } from '../../../test/accounts';
import { handSweeper } from '../../../test/sweeper';

const HOUR = 3_600_000;
const clock = movableClock();
let t: TestApp;
beforeAll(async () => {
  // The app's own sweeper is slowed right down: these tests drive sweeps by hand.
  t = await createTestApp({ EXPIRY_SWEEP_SECONDS: '3600' }, { clock });
});
/** Past the end of every hold taken so far. */
const pastTheHold = () => clock.advance(t.config.holdMs + 60_000);
afterAll(() => t?.close());

const db = () => t.database.db;
const sweeper = () => handSweeper(t, clock);

async function reserved(buyer: TestUser) {
  const plot = await freePlot(db());
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/reservations',
    headers: buyer.headers,
    payload: { parcelleId: plot.id },
  });
  return res.json().data as { id: string; parcelleId: string };
}

const statusOf = async (id: string) =>
  (await db().select({ statut: reservations.statut }).from(reservations).where(eq(reservations.id, id)))[0]!
    .statut;
const plotStatus = async (id: string) =>
  (await db().select({ statut: parcelles.statut }).from(parcelles).where(eq(parcelles.id, id)))[0]!.statut;

describe('expiry', () => {
  it('reads as expired at once, then the sweep frees the plot and tells the buyer', async () => {
    const buyer = await createUser(t.app, db());
    const r = await reserved(buyer);
    pastTheHold();
    // A week later the buyer's session has ended too: they sign in again.
    const back = await signIn(t.app, buyer);
    const seen = await t.app.inject({ url: `/api/v1/reservations/${r.id}`, headers: back.headers });
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
    const first = await createUser(t.app, db());
    const r = await reserved(first);
    pastTheHold();
    const second = await createUser(t.app, db());
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
    pastTheHold();
    await sweeper().sweep();
    expect(await statusOf(r.id)).toBe('EN_ATTENTE');
    expect(await plotStatus(r.parcelleId)).toBe('RESERVEE');
    const back = await signIn(t.app, buyer);
    const seen = await t.app.inject({ url: `/api/v1/reservations/${r.id}`, headers: back.headers });
    expect(seen.json().data.statut).toBe('EN_ATTENTE');
  });

  it('is handled once when two sweepers run at the same time', async () => {
    const buyers = await Promise.all(Array.from({ length: 4 }, () => createUser(t.app, db())));
    const held = [];
    for (const buyer of buyers) held.push(await reserved(buyer));
    pastTheHold();
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
    await reserved(buyer);
    expect((await sweeper().sweep()).reminded).toBe(0);
    // 20 hours before the hold ends: inside the reminder window.
    clock.advance(t.config.holdMs - 20 * HOUR);
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

  it('is never sent while the hold is paused: a proof under review, or a complement awaited (issue 25)', async () => {
    const reviewed = await createUser(t.app, db());
    const asked = await createUser(t.app, db());
    const underReview = await reserved(reviewed);
    const awaited = await reserved(asked);
    await db().insert(paiements).values({
      reservationId: underReview.id,
      userId: reviewed.id,
      montantCents: 50_000,
      methode: 'VIREMENT_BANCAIRE',
      statut: 'SOUMIS',
    });
    const [asking] = await db()
      .insert(paiements)
      .values({
        reservationId: awaited.id,
        userId: asked.id,
        montantCents: 50_000,
        methode: 'VIREMENT_BANCAIRE',
        statut: 'EN_ATTENTE',
        datePaiement: clock.now(),
      })
      .returning();
    await db().insert(paiementMessages).values({
      paiementId: asking!.id,
      cote: 'EQUIPE',
      demandeComplement: true,
      message: 'Le bordereau est illisible : envoyez-en une photo nette.',
      createdAt: clock.now(),
    });
    clock.advance(t.config.holdMs - 20 * HOUR);
    await sweeper().sweep();
    const reminders = await db()
      .select()
      .from(notifications)
      .where(and(inArray(notifications.userId, [reviewed.id, asked.id]), eq(notifications.type, 'RAPPEL')));
    expect(reminders).toEqual([]);
  });
});
