// Proof sendings retried after a lost answer (ADR 028): with the same Idempotency-Key, the same
// request gets the first answer back and does nothing twice (no second payment, file, staff alert,
// nor a count against the limits of ADR 019, which do not refuse it either); the same key with
// other fields or other file bytes is refused; keys are each user's own.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppWithDataDir, type TestAppWithDataDir } from '../../../test/build-app';
import { createUser, type TestUser } from '../../../test/accounts';
import {
  alertsAbout,
  createReservation,
  pdfBytes,
  pngBytes,
  type Part,
} from '../../../test/reservation-fixtures';
import { requests } from '../../../test/requests';
import { paiementMessages, paiements, preuves, rateLimits } from '../../db/schema/index';

const REUSED = 'Cette clé d’idempotence a déjà servi pour une autre requête.';
const FULL =
  'Vous avez déjà 3 preuves de paiement en attente de vérification pour cette réservation. Attendez leur examen avant d’en envoyer une autre.';

let t: TestAppWithDataDir;
let admin: TestUser;
let png: Buffer;
let otherPng: Buffer;

beforeAll(async () => {
  // The limits as in production: 10 sendings an hour per buyer.
  t = await createTestAppWithDataDir('idem', { RATE_LIMIT_SCALE: '1' });
  admin = await createUser(t.app, db(), 'ADMIN');
  png = await pngBytes(1);
  otherPng = await pngBytes(2);
});
afterAll(() => t?.close());

const db = () => t.database.db;
const { post, postForm } = requests(() => t.app);
const proof = (data = png, filename = 'recu.png'): Part => ({ name: 'preuves', filename, data });
const newBuyer = () => createUser(t.app, db());
let keys = 0;
const newKey = () => `essai-${Date.now()}-${(keys += 1)}`;

const send = (
  user: TestUser,
  url: string,
  fields: Record<string, string>,
  files: Part[],
  key: string | undefined,
) => postForm(user, url, fields, files, key ? { 'idempotency-key': key } : {});
const submit = (
  user: TestUser,
  reservationId: string,
  key: string | undefined,
  { files = [proof()], montant = '100' }: { files?: Part[]; montant?: string } = {},
) =>
  send(
    user,
    '/paiements/soumettre-preuve',
    { reservationId, montant, methode: 'VIREMENT_BANCAIRE' },
    files,
    key,
  );
const staff = (url: string, payload: object) => post(admin, url, payload);

const paymentsOf = (reservationId: string) =>
  db().select().from(paiements).where(eq(paiements.reservationId, reservationId));
const proofsOf = (paiementId: string) =>
  db().select().from(preuves).where(eq(preuves.paiementId, paiementId));
/** The alerts the administrator got about the reservation. */
const staffAlerts = (reservationId: string) => alertsAbout(db(), admin.id, reservationId);
/** The buyer's sendings counted this hour (ADR 019). */
const hourlyCount = async (user: TestUser) =>
  (
    await db()
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.cle, `preuves:user:${user.id}`))
  )[0]?.compteur ?? 0;

describe('POST /paiements/soumettre-preuve with an Idempotency-Key', () => {
  it('answers a retry with the first answer: one payment, one file, one staff alert, one count', async () => {
    const buyer = await newBuyer();
    const reservation = await createReservation(db(), buyer.id);
    const key = newKey();
    const filesBefore = await t.uploads();

    const first = await submit(buyer, reservation.id, key);
    expect(first.statusCode, first.body).toBe(201);
    const filesAfterFirst = await t.uploads();
    expect(filesAfterFirst).toHaveLength(filesBefore.length + 1);

    const retry = await submit(buyer, reservation.id, key);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json()).toEqual(first.json());

    expect(await paymentsOf(reservation.id)).toHaveLength(1);
    expect(await proofsOf(first.json().data.id)).toHaveLength(1);
    expect(await t.uploads()).toEqual(filesAfterFirst);
    expect(await staffAlerts(reservation.id)).toBe(1);
    expect(await hourlyCount(buyer)).toBe(1);
  });

  it('replays even once three payments wait for staff (no 409), and creates none', async () => {
    const buyer = await newBuyer();
    const reservation = await createReservation(db(), buyer.id);
    const key = newKey();
    const first = await submit(buyer, reservation.id, key);
    expect(first.statusCode, first.body).toBe(201);
    for (const other of [newKey(), newKey()]) {
      expect((await submit(buyer, reservation.id, other)).statusCode).toBe(201);
    }
    const full = await submit(buyer, reservation.id, newKey());
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(FULL);
    const filesBefore = await t.uploads();

    const retry = await submit(buyer, reservation.id, key);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await paymentsOf(reservation.id)).toHaveLength(3);
    expect(await t.uploads()).toEqual(filesBefore);
    expect(await staffAlerts(reservation.id)).toBe(3);
  });

  it('replays past the hourly limit (no 429), and the replay is not counted', async () => {
    const buyer = await newBuyer();
    const reservations = [
      await createReservation(db(), buyer.id),
      await createReservation(db(), buyer.id),
      await createReservation(db(), buyer.id),
      await createReservation(db(), buyer.id),
    ];
    const key = newKey();
    const first = await submit(buyer, reservations[0]!.id, key);
    expect(first.statusCode, first.body).toBe(201);
    // Nine more sendings reach the limit of 10 an hour; the eleventh is refused.
    for (let i = 0; i < 9; i++) {
      const res = await submit(buyer, reservations[1 + (i % 3)]!.id, newKey());
      expect(res.statusCode, res.body).toBe(201);
    }
    expect((await submit(buyer, reservations[1]!.id, newKey())).statusCode).toBe(429);
    const counted = await hourlyCount(buyer);

    const retry = await submit(buyer, reservations[0]!.id, key);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await hourlyCount(buyer)).toBe(counted);
    expect(await paymentsOf(reservations[0]!.id)).toHaveLength(1);
  });

  it('refuses the same key with other file bytes or another amount (422), storing nothing', async () => {
    const buyer = await newBuyer();
    const reservation = await createReservation(db(), buyer.id);
    const key = newKey();
    expect((await submit(buyer, reservation.id, key)).statusCode).toBe(201);
    const filesBefore = await t.uploads();

    // The same name, other bytes.
    const otherFile = await submit(buyer, reservation.id, key, { files: [proof(otherPng)] });
    expect(otherFile.statusCode, otherFile.body).toBe(422);
    expect(otherFile.json()).toMatchObject({
      success: false,
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: REUSED,
    });
    const moreFiles = await submit(buyer, reservation.id, key, {
      files: [proof(), { name: 'preuves', filename: 'releve.pdf', data: pdfBytes() }],
    });
    expect(moreFiles.statusCode).toBe(422);
    const otherAmount = await submit(buyer, reservation.id, key, { montant: '200' });
    expect(otherAmount.statusCode).toBe(422);
    expect(otherAmount.json().message).toBe(REUSED);

    expect(await paymentsOf(reservation.id)).toHaveLength(1);
    expect(await t.uploads()).toEqual(filesBefore);
    expect(await staffAlerts(reservation.id)).toBe(1);
  });

  it('keeps each user’s keys apart: the same key makes each buyer their own payment', async () => {
    const [ana, ben] = [await newBuyer(), await newBuyer()];
    const [forAna, forBen] = [await createReservation(db(), ana.id), await createReservation(db(), ben.id)];
    const key = newKey();
    const a = await submit(ana, forAna.id, key);
    const b = await submit(ben, forBen.id, key);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.json().data.id).not.toBe(a.json().data.id);
    expect(b.json().data.reservationId).toBe(forBen.id);
    // Each one's retry gets their own first answer.
    expect((await submit(ben, forBen.id, key)).json()).toEqual(b.json());
    expect((await submit(ana, forAna.id, key)).json()).toEqual(a.json());
    expect(await paymentsOf(forAna.id)).toHaveLength(1);
    expect(await paymentsOf(forBen.id)).toHaveLength(1);
  });

  it('gives a twin sent while the first is in flight the same answer, keeping one set of files', async () => {
    const buyer = await newBuyer();
    const reservation = await createReservation(db(), buyer.id);
    const key = newKey();
    const filesBefore = await t.uploads();
    const [one, two] = await Promise.all([
      submit(buyer, reservation.id, key),
      submit(buyer, reservation.id, key),
    ]);
    expect([one.statusCode, two.statusCode], `${one.body}\n${two.body}`).toEqual([201, 201]);
    expect(two.json()).toEqual(one.json());
    expect(await paymentsOf(reservation.id)).toHaveLength(1);
    expect(await t.uploads()).toHaveLength(filesBefore.length + 1);
    expect(await staffAlerts(reservation.id)).toBe(1);
    expect(await hourlyCount(buyer)).toBe(1);
  });

  it('refuses a malformed key in French (400) before reading anything', async () => {
    const buyer = await newBuyer();
    const reservation = await createReservation(db(), buyer.id);
    const res = await submit(buyer, reservation.id, 'court');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['idempotency-key']).toBe(
      "L'en-tête Idempotency-Key doit compter de 8 à 100 lettres, chiffres ou tirets",
    );
    expect(await paymentsOf(reservation.id)).toHaveLength(0);
  });
});

describe('POST /paiements/{id}/preuves with an Idempotency-Key', () => {
  it('answers a retried resubmission with the first answer: one set of new files, one staff alert', async () => {
    const buyer = await newBuyer();
    const reservation = await createReservation(db(), buyer.id);
    const created = await submit(buyer, reservation.id, undefined);
    const paiementId = created.json().data.id as string;
    expect(
      (await staff(`/paiements/${paiementId}/rejeter`, { commentaireAdmin: 'Illisible' })).statusCode,
    ).toBe(200);
    const alertsBefore = await staffAlerts(reservation.id);
    const key = newKey();
    const resend = () =>
      send(buyer, `/paiements/${paiementId}/preuves`, {}, [proof(otherPng, 'net.png')], key);

    const first = await resend();
    expect(first.statusCode, first.body).toBe(200);
    const filesAfterFirst = await t.uploads();
    const retry = await resend();
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect((await proofsOf(paiementId)).map((p) => p.nomFichier)).toEqual(['net.png']);
    expect(await t.uploads()).toEqual(filesAfterFirst);
    expect(await staffAlerts(reservation.id)).toBe(alertsBefore + 1);

    // The same key for another payment is another request.
    const other = await submit(buyer, reservation.id, undefined);
    const elsewhere = await send(
      buyer,
      `/paiements/${other.json().data.id}/preuves`,
      {},
      [proof(otherPng, 'net.png')],
      key,
    );
    expect(elsewhere.statusCode).toBe(422);
  });
});

describe('POST /paiements/{id}/messages with an Idempotency-Key', () => {
  it('answers a retried answer to staff with the first: one message, one file, one alert', async () => {
    const buyer = await newBuyer();
    const reservation = await createReservation(db(), buyer.id);
    const paiementId = (await submit(buyer, reservation.id, undefined)).json().data.id as string;
    const ask = await staff(`/paiements/${paiementId}/demander-complement`, {
      message: 'Envoyez une photo plus nette du bordereau.',
    });
    expect(ask.statusCode, ask.body).toBe(200);
    const alertsBefore = await staffAlerts(reservation.id);
    const key = newKey();
    const answer = () =>
      send(
        buyer,
        `/paiements/${paiementId}/messages`,
        { message: 'Voici le bordereau.' },
        [proof(otherPng, 'bordereau.png')],
        key,
      );

    const first = await answer();
    expect(first.statusCode, first.body).toBe(201);
    const filesAfterFirst = await t.uploads();
    const retry = await answer();
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json()).toEqual(first.json());
    const messages = await db()
      .select()
      .from(paiementMessages)
      .where(eq(paiementMessages.paiementId, paiementId));
    expect(messages.filter((m) => m.cote === 'ACHETEUR')).toHaveLength(1);
    expect(await proofsOf(paiementId)).toHaveLength(2);
    expect(await t.uploads()).toEqual(filesAfterFirst);
    expect(await staffAlerts(reservation.id)).toBe(alertsBefore + 1);
  });
});

describe('OpenAPI', () => {
  it('declares the optional Idempotency-Key header on every sending of proofs', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const { paths } = res.json() as {
      paths: Record<string, { post: { parameters?: { in: string; name: string; required?: boolean }[] } }>;
    };
    for (const route of ['soumettre-preuve', '{id}/preuves', '{id}/messages']) {
      const header = paths[`/api/v1/paiements/${route}`]!.post.parameters?.find(
        (p) => p.in === 'header' && p.name === 'idempotency-key',
      );
      expect(header, route).toBeDefined();
      expect(header!.required ?? false, route).toBe(false);
    }
  });
});
