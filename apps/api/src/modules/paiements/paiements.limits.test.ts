// Proofs under attack (issue 13, ADR 019): one reservation accepted any number of payments, each
// up to 5 × 10 MB and each telling staff. Now at most three wait for staff per reservation, each
// buyer's sendings are rate limited, both refused before a file is read, and a transaction
// PostgreSQL rolls back for a deadlock runs again with the files already stored.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PROOFS_UNDER_REVIEW } from '@parcelles/shared/domain';
import { MESSAGES } from '@parcelles/shared/errors';
import { createTestAppWithDataDir, type TestAppWithDataDir } from '../../../test/build-app';
import { createUser, type TestUser } from '../../../test/accounts';
import {
  alertsAbout,
  countRows,
  createReservation,
  elfBytes,
  pngBytes,
  type Part,
} from '../../../test/reservation-fixtures';
import { requests } from '../../../test/requests';
import { paiements } from '../../db/schema/index';

const FULL =
  'Vous avez déjà 3 preuves de paiement en attente de vérification pour cette réservation. Attendez leur examen avant d’en envoyer une autre.';
/** The hourly limit of proof sendings per buyer (10), times the scale this file runs with. */
const SCALE = 2;
const HOURLY = 10 * SCALE;

let t: TestAppWithDataDir;
let admin: TestUser;
let png: Buffer;

beforeAll(async () => {
  t = await createTestAppWithDataDir('limits', { RATE_LIMIT_SCALE: String(SCALE) });
  admin = await createUser(t.app, db(), 'ADMIN');
  png = await pngBytes();
});
afterAll(() => t?.close());

const db = () => t.database.db;
const { post, postForm, del } = requests(() => t.app);
const proof = (filename = 'recu.png', data = png): Part => ({ name: 'preuves', filename, data });
const newBuyer = () => createUser(t.app, db());

const send = (user: TestUser, url: string, fields: Record<string, string>, files: Part[] = [proof()]) =>
  postForm(user, url, fields, files);
const submit = (user: TestUser, reservationId: string, files?: Part[]) =>
  send(
    user,
    '/paiements/soumettre-preuve',
    { reservationId, montant: '100', methode: 'VIREMENT_BANCAIRE' },
    files,
  );
async function submitted(user: TestUser, reservationId: string): Promise<string> {
  const res = await submit(user, reservationId);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as string;
}
const staff = (url: string, payload: object = {}) => post(admin, url, payload);
const statutOf = async (id: string) =>
  (await db().select({ statut: paiements.statut }).from(paiements).where(eq(paiements.id, id)))[0]!.statut;
const staffToldOf = (reservationId: string) => alertsAbout(db(), admin.id, reservationId);

/** Runs `request`, expects `status` and `message`, and checks no file was stored and no row written. */
async function refused(request: () => ReturnType<typeof send>, status: number, message: string) {
  const before = { files: await t.uploads(), rows: await countRows(db()) };
  const res = await request();
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ success: false, message });
  expect(await t.uploads()).toEqual(before.files);
  expect(await countRows(db())).toEqual(before.rows);
  return res;
}

describe('payments waiting for staff, per reservation', () => {
  it('takes 3 of 12 submissions in a row; the other 9 get 409 in French, leaving no file, no row, no alert', async () => {
    expect(MAX_PROOFS_UNDER_REVIEW).toBe(3);
    const buyer = await newBuyer();
    const reservation = await createReservation(db(), buyer.id);
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) {
      const before = { files: await t.uploads(), rows: await countRows(db()) };
      const res = await submit(buyer, reservation.id, [proof(`recu-${i}.png`)]);
      codes.push(res.statusCode);
      if (res.statusCode === 409) {
        expect(res.json()).toMatchObject({ success: false, code: 'CONFLICT', message: FULL });
        expect(await t.uploads()).toEqual(before.files);
        expect(await countRows(db())).toEqual(before.rows);
      }
    }
    expect(codes).toEqual([201, 201, 201, ...Array(9).fill(409)]);
    expect(await staffToldOf(reservation.id)).toBe(3);
  });

  it('lets exactly 3 of 6 parallel submissions through (the reservation row is locked)', async () => {
    const buyer = await newBuyer();
    const reservation = await createReservation(db(), buyer.id);
    const before = (await t.uploads()).length;
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => submit(buyer, reservation.id, [proof(`p${i}.png`)])),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 409, 409, 409]);
    const rows = await db().select().from(paiements).where(eq(paiements.reservationId, reservation.id));
    expect(rows.map((r) => r.statut)).toEqual(['SOUMIS', 'SOUMIS', 'SOUMIS']);
    // The refused ones' files, stored before the locked check said no, are gone.
    expect((await t.uploads()).length).toBe(before + 3);
  });

  it('refuses before reading the files: a full queue answers 409 even to an executable', async () => {
    const buyer = await newBuyer();
    const reservation = await createReservation(db(), buyer.id);
    for (let i = 0; i < 3; i++) await submitted(buyer, reservation.id);
    await refused(() => submit(buyer, reservation.id, [proof('photo.jpg', elfBytes())]), 409, FULL);
  });

  it('frees a place once staff decide, and counts per reservation', async () => {
    const buyer = await newBuyer();
    const [first, second] = [
      await createReservation(db(), buyer.id),
      await createReservation(db(), buyer.id),
    ];
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await submitted(buyer, first.id));
    await submitted(buyer, second.id);
    expect((await staff(`/paiements/${ids[0]}/valider`)).statusCode).toBe(200);
    await submitted(buyer, first.id);
    await refused(() => submit(buyer, first.id), 409, FULL);
  });

  it('applies to new proofs for a rejected or withdrawn payment, not to the answer staff wait for', async () => {
    const buyer = await newBuyer();
    const reservation = await createReservation(db(), buyer.id);
    const [rejected, withdrawn, asked] = [
      await submitted(buyer, reservation.id),
      await submitted(buyer, reservation.id),
      await submitted(buyer, reservation.id),
    ];
    expect(
      (await staff(`/paiements/${rejected}/rejeter`, { commentaireAdmin: 'Illisible' })).statusCode,
    ).toBe(200);
    const withdrawal = await del(buyer, `/paiements/${withdrawn}/preuves`);
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);
    expect(
      (await staff(`/paiements/${asked}/demander-complement`, { message: 'Une photo plus nette ?' }))
        .statusCode,
    ).toBe(200);
    // Staff wait for `asked`'s answer: it keeps its place, so two more fill the queue.
    await submitted(buyer, reservation.id);
    await submitted(buyer, reservation.id);
    await refused(() => submit(buyer, reservation.id), 409, FULL);

    // A rejected payment's new proofs and a withdrawn payment's message with files would add a third.
    await refused(() => send(buyer, `/paiements/${rejected}/preuves`, {}), 409, FULL);
    expect(await statutOf(rejected)).toBe('REJETE');
    await refused(() => send(buyer, `/paiements/${withdrawn}/messages`, { message: 'La voici.' }), 409, FULL);
    expect(await statutOf(withdrawn)).toBe('EN_ATTENTE');
    // A message without files sends nothing to review: it is welcome.
    expect(
      (await send(buyer, `/paiements/${withdrawn}/messages`, { message: 'Je cherche.' }, [])).statusCode,
    ).toBe(201);

    // The answer staff asked for is always taken, with files, and goes back to review.
    const answer = await send(buyer, `/paiements/${asked}/messages`, { message: 'Voici une photo nette.' });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(await statutOf(asked)).toBe('SOUMIS');
  });

  it('takes new proofs sent for the payment staff asked about', async () => {
    const buyer = await newBuyer();
    const reservation = await createReservation(db(), buyer.id);
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await submitted(buyer, reservation.id));
    await staff(`/paiements/${ids[0]}/demander-complement`, { message: 'Le bordereau complet ?' });
    const res = await send(buyer, `/paiements/${ids[0]}/preuves`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(await statutOf(ids[0]!)).toBe('SOUMIS');
  });

  it('tells another buyer nothing about a reservation that is not theirs (404)', async () => {
    const [owner, intruder] = [await newBuyer(), await newBuyer()];
    const reservation = await createReservation(db(), owner.id);
    for (let i = 0; i < 3; i++) await submitted(owner, reservation.id);
    await refused(() => submit(intruder, reservation.id), 404, MESSAGES.notFound);
  });
});

describe('proof sendings per buyer', () => {
  it('answers 429 with Retry-After past the hourly limit, whatever is sent, before reading a file', async () => {
    const buyer = await newBuyer();
    const reservation = await createReservation(db(), buyer.id);
    const id = await submitted(buyer, reservation.id);
    // Messages with files on a payment under review add no payment: only the rate limit stops them.
    for (let i = 1; i < HOURLY; i++) {
      const res = await send(buyer, `/paiements/${id}/messages`, { message: `Pièce ${i}` });
      expect(res.statusCode, res.body).toBe(201);
    }
    const other = await createReservation(db(), buyer.id);
    const res = await refused(() => submit(buyer, other.id), 429, MESSAGES.rateLimited);
    expect(res.json().code).toBe('RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    await refused(
      () => send(buyer, `/paiements/${id}/messages`, { message: 'Encore' }),
      429,
      MESSAGES.rateLimited,
    );
    await refused(() => submit(buyer, other.id, [proof('photo.jpg', elfBytes())]), 429, MESSAGES.rateLimited);
    // Words alone are still welcome, and another buyer is not held up.
    expect((await send(buyer, `/paiements/${id}/messages`, { message: 'Merci' }, [])).statusCode).toBe(201);
    const someoneElse = await newBuyer();
    await submitted(someoneElse, (await createReservation(db(), someoneElse.id)).id);
  });
});

describe('a transaction PostgreSQL rolls back for a deadlock', () => {
  /** Makes the next `times` writes of `event` on paiements fail as a deadlock would (40P01). */
  async function deadlockNext(event: 'INSERT' | 'UPDATE', times: number) {
    // A sequence, as nextval survives the rollback that the raised error causes.
    for (const statement of [
      'drop sequence if exists test_deadlocks',
      'create sequence test_deadlocks',
      `create or replace function test_deadlock() returns trigger language plpgsql as $$
       begin
         if nextval('test_deadlocks') <= ${times} then
           raise exception 'deadlock detected (test)' using errcode = '40P01';
         end if;
         return new;
       end $$`,
      'drop trigger if exists test_deadlock on paiements',
      `create trigger test_deadlock before ${event} on paiements for each row execute function test_deadlock()`,
    ]) {
      await db().execute(sql.raw(statement));
    }
  }
  const noMoreDeadlocks = () => db().execute(sql.raw('drop trigger if exists test_deadlock on paiements'));

  it('runs a submission again with the files already stored: one payment, its files once', async () => {
    const buyer = await newBuyer();
    const reservation = await createReservation(db(), buyer.id);
    const before = (await t.uploads()).length;
    await deadlockNext('INSERT', 2);
    try {
      const res = await submit(buyer, reservation.id, [proof('a.png'), proof('b.png')]);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.preuves).toHaveLength(2);
    } finally {
      await noMoreDeadlocks();
    }
    expect((await t.uploads()).length).toBe(before + 2);
    expect(
      await db().select().from(paiements).where(eq(paiements.reservationId, reservation.id)),
    ).toHaveLength(1);
  });

  it('gives up after a few tries, removing the stored files', async () => {
    const buyer = await newBuyer();
    const reservation = await createReservation(db(), buyer.id);
    const before = { files: await t.uploads(), rows: await countRows(db()) };
    await deadlockNext('INSERT', 1000);
    try {
      const res = await submit(buyer, reservation.id);
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await noMoreDeadlocks();
    }
    expect(await t.uploads()).toEqual(before.files);
    expect(await countRows(db())).toEqual(before.rows);
  });

  it('runs a validation again', async () => {
    const buyer = await newBuyer();
    const id = await submitted(buyer, (await createReservation(db(), buyer.id)).id);
    await deadlockNext('UPDATE', 1);
    try {
      const res = await staff(`/paiements/${id}/valider`);
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      await noMoreDeadlocks();
    }
    expect(await statutOf(id)).toBe('VALIDE');
  });
});
