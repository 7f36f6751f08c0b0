import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { emailOutbox, notifications, paiements, parcelles, reservations, users } from '../../db/schema/index';
import type { AuthContext } from '../auth/auth.context';
import { systemClock } from '../../lib/clock';
import { createReservation } from './use-cases/create-reservation';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createUser, type TestUser } from '../../../test/accounts';
import { freePlot as freePlotIn } from '../../../test/reservation-fixtures';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, t.database.db, 'ADMIN');
});
afterAll(() => t?.close());

const db = () => t.database.db;

const freePlot = () => freePlotIn(t.database.db);

function reserve(user: TestUser, parcelleId: string, key?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/reservations',
    headers: { ...user.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { parcelleId, commentaire: 'Je passerai au bureau lundi.' },
  });
}

const get = (user: TestUser, url: string) => t.app.inject({ url: `/api/v1${url}`, headers: user.headers });
const plotStatus = async (id: string) =>
  (await db().select({ statut: parcelles.statut }).from(parcelles).where(eq(parcelles.id, id)))[0]!.statut;

describe('reserving a plot', () => {
  it('holds an available plot for the hold period, notifies and mails the buyer', async () => {
    const buyer = await createUser(t.app, db());
    const plot = await freePlot();
    const res = await reserve(buyer, plot.id);
    expect(res.statusCode).toBe(201);
    // Spec §7: data is the reservation itself, the hold length beside its fields.
    const { delaiReservationJours, ...reservation } = res.json().data;
    expect(delaiReservationJours).toBe(7);
    expect(reservation.reference).toMatch(/^RES-[2-9A-HJ-NP-Z]{6}$/);
    expect(reservation).toMatchObject({
      statut: 'EN_ATTENTE',
      parcelleId: plot.id,
      montantTotal: plot.prixCents / 100,
      montantPaye: 0,
      montantRestant: plot.prixCents / 100,
      commentaire: 'Je passerai au bureau lundi.',
      parcelle: { numeroLot: plot.numeroLot },
    });
    const days = (Date.parse(reservation.dateExpiration) - Date.now()) / 86_400_000;
    expect(days).toBeCloseTo(7, 1);
    expect(await plotStatus(plot.id)).toBe('RESERVEE');
    const [notification] = await db().select().from(notifications).where(eq(notifications.userId, buyer.id));
    expect(notification).toMatchObject({ type: 'RESERVATION', titre: 'Réservation enregistrée' });
    const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.destinataire, buyer.email));
    expect(mail!.sujet).toContain(plot.numeroLot);
    expect(mail!.texte).toMatch(new RegExp(`Numéro de réservation\\W+${reservation.reference}`));
    // One reference (issue 25): the transfer quotes the reservation's own, not 'RES-' + the id's end.
    expect(mail!.texte).toMatch(
      new RegExp(`Référence à indiquer sur votre virement\\W+${reservation.reference}`),
    );
    expect(mail!.texte).not.toContain(`RES-${reservation.id.slice(-8)}`);
  });

  it("refuses a plot that is no longer available with the spec's message", async () => {
    const [first, second] = await Promise.all([createUser(t.app, db()), createUser(t.app, db())]);
    const plot = await freePlot();
    await reserve(first, plot.id);
    const res = await reserve(second, plot.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'PLOT_NOT_AVAILABLE',
      message: "Cette parcelle n'est plus disponible à la réservation.",
    });
  });

  it('gives exactly one of 24 concurrent requests from 8 buyers the plot, and 409 to the rest', async () => {
    const buyers = await Promise.all(Array.from({ length: 8 }, () => createUser(t.app, db())));
    const plot = await freePlot();
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) => reserve(buyers[i % buyers.length]!, plot.id)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(23);
    const active = await db()
      .select()
      .from(reservations)
      .where(
        and(eq(reservations.parcelleId, plot.id), inArray(reservations.statut, ['EN_ATTENTE', 'VALIDEE'])),
      );
    expect(active).toHaveLength(1);
  });

  it.runIf(process.env.DATABASE_URL)(
    'gives exactly one reservation when two server instances share the database',
    async () => {
      const second = await openDatabase({ databaseUrl: t.databaseUrl!, poolSize: 5 });
      const other = await buildApp({ config: t.config, database: second });
      await other.ready();
      try {
        const buyers = await Promise.all(Array.from({ length: 6 }, () => createUser(t.app, db())));
        const plot = await freePlot();
        const answers = await Promise.all(
          Array.from({ length: 24 }, (_, i) =>
            (i % 2 === 0 ? t.app : other).inject({
              method: 'POST',
              url: '/api/v1/reservations',
              headers: buyers[i % buyers.length]!.headers,
              payload: { parcelleId: plot.id },
            }),
          ),
        );
        expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
        expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 409)).toBe(true);
      } finally {
        await other.close();
        await second.close();
      }
    },
  );

  it('answers a retry with the same Idempotency-Key with the first answer, even when concurrent', async () => {
    const buyer = await createUser(t.app, db());
    const plot = await freePlot();
    const key = randomUUID();
    const answers = await Promise.all([
      reserve(buyer, plot.id, key),
      reserve(buyer, plot.id, key),
      reserve(buyer, plot.id, key),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    const ids = new Set(answers.map((a) => a.json().data.id));
    expect(ids.size).toBe(1);
    const later = await reserve(buyer, plot.id, key);
    expect(later.json().data.id).toBe([...ids][0]);
    const mine = await db().select().from(reservations).where(eq(reservations.userId, buyer.id));
    expect(mine).toHaveLength(1);
  });

  it('allows at most 3 pending reservations per buyer', async () => {
    const buyer = await createUser(t.app, db());
    for (let i = 0; i < 3; i++) expect((await reserve(buyer, (await freePlot()).id)).statusCode).toBe(201);
    const fourth = await reserve(buyer, (await freePlot()).id);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toContain('3 réservations en attente');
  });

  it('refuses bad input with 4xx and French messages', async () => {
    const buyer = await createUser(t.app, db());
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reservations',
      headers: buyer.headers,
      payload: { parcelleId: (await freePlot()).id, commentaire: 'x'.repeat(501) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ commentaire: 'Le commentaire ne peut pas dépasser 500 caractères' });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reservations',
      headers: buyer.headers,
      payload: {},
    });
    expect(missing.json().errors).toEqual({ parcelleId: "L'ID de la parcelle est requis" });
    expect((await reserve(buyer, 'pas-un-id')).statusCode).toBe(404);
    expect((await reserve(buyer, randomUUID())).statusCode).toBe(404);
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reservations',
      payload: { parcelleId: randomUUID() },
    });
    expect(visitor.statusCode).toBe(401);
    const badKey = await reserve(buyer, (await freePlot()).id, 'court');
    expect(badKey.statusCode).toBe(400);
  });
});

describe('the reservation reference (DESIGN.md §4)', () => {
  it('gives each reservation a short random reference that the search box finds', async () => {
    const buyer = await createUser(t.app, db());
    const first = (await reserve(buyer, (await freePlot()).id)).json().data;
    const second = (await reserve(buyer, (await freePlot()).id)).json().data;
    for (const r of [first, second]) expect(r.reference).toMatch(/^RES-[2-9A-HJ-NP-Z]{6}$/);
    expect(second.reference).not.toBe(first.reference);
    expect((await get(buyer, `/reservations/${first.id}`)).json().data.reference).toBe(first.reference);

    const found = (await get(buyer, `/reservations/my?search=${first.reference.toLowerCase()}`)).json().data;
    expect(found.reservations.map((r: { id: string }) => r.id)).toEqual([first.id]);
  });

  it('is unique in the database, and a collision draws again', async () => {
    const buyer = await createUser(t.app, db());
    const taken = (await reserve(buyer, (await freePlot()).id)).json().data.reference as string;
    const duplicate = db()
      .insert(reservations)
      .values({
        userId: admin.id,
        parcelleId: (await freePlot()).id,
        reference: taken,
        contactNom: 'Admin',
        contactEmail: admin.email,
        montantTotalCents: 100,
        statut: 'ANNULEE',
      });
    await expect(duplicate).rejects.toThrow();

    const draws = [taken, taken, 'RES-ABCDEF'];
    const deps = {
      db: db(),
      mail: { queue: async () => {}, kick: () => {} },
      holdMs: 3600_000,
      holdDays: 1,
      overdueDays: 15,
      clock: systemClock,
      newReference: () => draws.shift()!,
    };
    const auth = { user: (await db().select().from(users).where(eq(users.id, buyer.id)))[0]! } as AuthContext;
    const created = await createReservation(
      deps,
      auth,
      { parcelleId: (await freePlot()).id, commentaire: undefined },
      undefined,
    );
    expect(created.reference).toBe('RES-ABCDEF');
    expect(draws).toEqual([]);
  });
});

describe('the contact for this reservation (ADR 008)', () => {
  it("keeps step 1's corrections as the contact shown to staff; the account still gets the news", async () => {
    const buyer = await createUser(t.app, db());
    const plot = await freePlot();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reservations',
      headers: buyer.headers,
      payload: {
        parcelleId: plot.id,
        nom: ' Awa Mbuyi Kabeya ',
        email: 'awa.bureau@exemple.cd',
        telephone: '+243 99 000 1111',
      },
    });
    expect(res.statusCode).toBe(201);
    const contact = {
      nom: 'Awa Mbuyi Kabeya',
      email: 'awa.bureau@exemple.cd',
      telephone: '+243 99 000 1111',
    };
    expect(res.json().data.contact).toEqual(contact);

    const staffList = (await get(admin, `/reservations?search=${plot.numeroLot}`)).json().data.reservations;
    expect(staffList[0]).toMatchObject({ contact, acheteur: { id: buyer.id, email: buyer.email } });
    expect((await get(admin, `/reservations/${res.json().data.id}`)).json().data.contact).toEqual(contact);
    const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.destinataire, buyer.email));
    expect(mail!.sujet).toContain(plot.numeroLot);
  });

  it("takes the account's details when a client sends only parcelleId and commentaire", async () => {
    const buyer = await createUser(t.app, db());
    const { data } = (await reserve(buyer, (await freePlot()).id)).json();
    expect(data.contact).toEqual({ nom: 'Test ACHETEUR', email: buyer.email, telephone: '+243812345678' });
  });

  it('checks the corrections with the messages of the form', async () => {
    const buyer = await createUser(t.app, db());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reservations',
      headers: buyer.headers,
      payload: { parcelleId: (await freePlot()).id, nom: 'A', email: 'awa@exemple', telephone: ' ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      nom: 'Le nom doit contenir au moins 2 caractères',
      email: 'Adresse email invalide',
      telephone: 'Le numéro de téléphone est requis',
    });
  });
});

describe('my reservations and their owners', () => {
  it('lists only mine, with amounts, searchable by lot, and a summary', async () => {
    const [buyer, other] = await Promise.all([createUser(t.app, db()), createUser(t.app, db())]);
    const plot = await freePlot();
    const { id } = (await reserve(buyer, plot.id)).json().data;
    await reserve(other, (await freePlot()).id);
    const mine = (await get(buyer, '/reservations/my')).json().data;
    expect(mine.reservations.map((r: { id: string }) => r.id)).toEqual([id]);
    expect(mine.resume).toMatchObject({
      total: 1,
      enAttente: 1,
      validees: 0,
      totalPaye: 0,
      reservees: 1,
      vendues: 0,
    });
    expect(
      (await get(buyer, `/reservations/my?search=${plot.numeroLot.toLowerCase()}`)).json().data.pagination
        .total,
    ).toBe(1);
    expect((await get(buyer, '/reservations/my?search=zzz')).json().data.pagination.total).toBe(0);
    expect((await get(buyer, '/reservations/my?statut=VALIDEE')).json().data.pagination.total).toBe(0);
    expect((await get(buyer, '/reservations/my?statut=PERDUE')).statusCode).toBe(400);
  });

  it("answers 404 for someone else's reservation, to read or to cancel", async () => {
    const [buyer, other] = await Promise.all([createUser(t.app, db()), createUser(t.app, db())]);
    const { id } = (await reserve(buyer, (await freePlot()).id)).json().data;
    expect((await get(other, `/reservations/${id}`)).statusCode).toBe(404);
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/reservations/${id}`,
      headers: other.headers,
    });
    expect(cancel.statusCode).toBe(404);
    expect((await get(buyer, `/reservations/${id}`)).statusCode).toBe(200);
    expect((await get(admin, `/reservations/${id}`)).statusCode).toBe(200);
    expect((await get(buyer, '/reservations/abc')).statusCode).toBe(404);
  });

  it('lets the buyer cancel a pending reservation, which frees the plot and voids proofs under review', async () => {
    const buyer = await createUser(t.app, db());
    const plot = await freePlot();
    const { id } = (await reserve(buyer, plot.id)).json().data;
    await db()
      .insert(paiements)
      .values({ reservationId: id, userId: buyer.id, montantCents: 10_000, methode: 'ESPECES' });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/reservations/${id}`,
      headers: buyer.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.statut).toBe('ANNULEE');
    expect(await plotStatus(plot.id)).toBe('DISPONIBLE');
    const [payment] = await db().select().from(paiements).where(eq(paiements.reservationId, id));
    expect(payment!.statut).toBe('ANNULE');
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/reservations/${id}`,
      headers: buyer.headers,
    });
    expect(again.statusCode).toBe(409);
  });

  it('answers whether a plot can be reserved, with the hold period', async () => {
    const plot = await freePlot();
    const res = await t.app.inject(`/api/v1/reservations/check-availability/${plot.id}`);
    expect(res.json().data).toEqual({ disponible: true, statut: 'DISPONIBLE', delaiReservationJours: 7 });
    expect((await t.app.inject('/api/v1/reservations/check-availability/nope')).statusCode).toBe(404);
  });
});

describe('staff calls', () => {
  it('are for administrators only; an agent reads but does not act', async () => {
    const [buyer, agent] = await Promise.all([createUser(t.app, db()), createUser(t.app, db(), 'AGENT')]);
    const { id } = (await reserve(buyer, (await freePlot()).id)).json().data;
    expect((await get(buyer, '/reservations')).statusCode).toBe(403);
    expect((await get(buyer, '/reservations/stats')).statusCode).toBe(403);
    expect((await get(agent, '/reservations')).statusCode).toBe(200);
    expect((await get(agent, '/reservations/stats')).statusCode).toBe(200);
    expect((await get(agent, `/reservations/${id}`)).json().data.id).toBe(id);
    for (const user of [buyer, agent]) {
      const validate = await t.app.inject({
        method: 'POST',
        url: `/api/v1/reservations/${id}/valider`,
        headers: user.headers,
      });
      expect(validate.statusCode).toBe(403);
    }
    expect((await t.app.inject('/api/v1/reservations')).statusCode).toBe(401);
    // Who may ask is answered before whether the request is well formed: no hint for a buyer.
    const reject = await t.app.inject({
      method: 'POST',
      url: `/api/v1/reservations/${id}/rejeter`,
      headers: buyer.headers,
      payload: {},
    });
    expect(reject.statusCode).toBe(403);
    const rejectPayment = await t.app.inject({
      method: 'POST',
      url: `/api/v1/paiements/${id}/rejeter`,
      headers: buyer.headers,
      payload: {},
    });
    expect(rejectPayment.statusCode).toBe(403);
  });

  it('validate, reject with a required comment, and extend', async () => {
    const buyer = await createUser(t.app, db());
    const [a, b, c] = [await freePlot(), null, null];
    const first = (await reserve(buyer, a.id)).json().data;
    const validated = await t.app.inject({
      method: 'POST',
      url: `/api/v1/reservations/${first.id}/valider`,
      headers: admin.headers,
      payload: { commentaire: 'Dossier complet' },
    });
    expect(validated.json().data).toMatchObject({ statut: 'VALIDEE', commentaireAdmin: 'Dossier complet' });

    const second = (await reserve(buyer, (await freePlot()).id)).json().data;
    const noComment = await t.app.inject({
      method: 'POST',
      url: `/api/v1/reservations/${second.id}/rejeter`,
      headers: admin.headers,
      payload: {},
    });
    expect(noComment.statusCode).toBe(400);
    expect(noComment.json().errors).toEqual({
      commentaire: 'Un commentaire est requis pour rejeter une réservation',
    });
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/v1/reservations/${second.id}/rejeter`,
      headers: admin.headers,
      payload: { commentaire: 'Pièce d’identité illisible' },
    });
    expect(rejected.json().data).toMatchObject({
      statut: 'ANNULEE',
      commentaireAdmin: 'Pièce d’identité illisible',
    });
    expect(await plotStatus(second.parcelleId)).toBe('DISPONIBLE');

    const third = (await reserve(buyer, (await freePlot()).id)).json().data;
    const extended = await t.app.inject({
      method: 'POST',
      url: `/api/v1/reservations/${third.id}/extend`,
      headers: admin.headers,
      payload: { days: 3 },
    });
    const gained =
      (Date.parse(extended.json().data.dateExpiration) - Date.parse(third.dateExpiration)) / 86_400_000;
    expect(gained).toBeCloseTo(3, 1);
    const tooLong = await t.app.inject({
      method: 'POST',
      url: `/api/v1/reservations/${third.id}/extend`,
      headers: admin.headers,
      payload: { jours: 500 },
    });
    expect(tooLong.statusCode).toBe(400);
    expect([b, c]).toEqual([null, null]);
  });

  it('export every reservation as CSV that spreadsheets read safely', async () => {
    const buyer = await createUser(t.app, db());
    await reserve(buyer, (await freePlot()).id);
    const csv = await get(admin, '/reservations/export?format=csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="reservations-.*\.csv"/);
    expect(csv.body.startsWith('\uFEFF"Référence";"Statut";')).toBe(true);
    expect(csv.body).toContain(buyer.email);
    expect(csv.body).toMatch(/"RES-[2-9A-HJ-NP-Z]{6}"/);
    const json = await get(admin, '/reservations/export');
    expect(Array.isArray(json.json())).toBe(true);
    expect((await get(admin, '/reservations/stats')).json().data.total).toBeGreaterThan(0);
  });
});
