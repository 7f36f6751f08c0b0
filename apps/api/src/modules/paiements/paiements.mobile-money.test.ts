// Issue 12, ADR 014: mobile money beside the spec's two methods, and references used twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANY_PROOFS, createTestAppWithDataDir, type TestApp } from '../../../test/build-app';
import { createUsers, type TestUser } from '../../../test/accounts';
import { createReservation, pngBytes, type Part } from '../../../test/reservation-fixtures';
import { requests } from '../../../test/requests';

let t: TestApp;
let buyer: TestUser, other: TestUser, admin: TestUser;
let png: Buffer;

beforeAll(async () => {
  t = await createTestAppWithDataDir('momo', MANY_PROOFS);
  const db = t.database.db;
  [buyer, other, admin] = await createUsers(t.app, db, 'ACHETEUR', 'ACHETEUR', 'ADMIN');
  png = await pngBytes();
});
afterAll(() => t?.close());

const { get: read, post, postForm } = requests(() => t.app);
const proof = (): Part => ({ name: 'preuves', filename: 'recu.png', data: png, contentType: 'image/png' });

const submit = (user: TestUser, fields: Record<string, string>, url = '/paiements/soumettre-preuve') =>
  postForm(user, url, fields, [proof()]);

let seq = 0;
/** A transaction id no other test uses. */
const txId = () => `MP${Date.now().toString(36).toUpperCase()}${++seq}`;

async function momo(user: TestUser, operateur: string, referencePaiement: string, reservationId?: string) {
  const reservation = reservationId ? { id: reservationId } : await createReservation(t.database.db, user.id);
  return submit(user, {
    reservationId: reservation.id,
    montant: '100',
    methode: 'MOBILE_MONEY',
    operateur,
    referencePaiement,
  });
}

describe('mobile money', () => {
  it('accepts MOBILE_MONEY with its operator; the id is stored upper-case without spaces', async () => {
    const id = txId();
    const spaced = `${id.slice(0, 4).toLowerCase()} ${id.slice(4)}`;
    const res = await momo(buyer, 'MPESA', `  ${spaced} `);
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ methode: 'MOBILE_MONEY', operateur: 'MPESA', referencePaiement: id });
    const mine = await read(buyer, `/paiements/${data.id}`);
    expect(mine.json().data).toMatchObject({ operateur: 'MPESA' });
    expect(mine.json().data.paiementsMemeReference).toBeUndefined();
  });

  it('requires the operator and the transaction id, in French', async () => {
    const reservation = await createReservation(t.database.db, buyer.id);
    const res = await submit(buyer, {
      reservationId: reservation.id,
      montant: '100',
      methode: 'MOBILE_MONEY',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      operateur: "L'opérateur mobile money est requis",
      referencePaiement: 'Le numéro de transaction est requis',
    });
    const unknown = await submit(buyer, { reservationId: reservation.id, montant: '100', methode: 'CHEQUE' });
    expect(unknown.json().errors).toMatchObject({ methode: 'Méthode de paiement invalide' });
  });

  it('refuses an id already declared for the same operator (409 on the field), not for another', async () => {
    const id = txId();
    expect((await momo(buyer, 'ORANGE_MONEY', id)).statusCode).toBe(201);
    const again = await momo(other, 'ORANGE_MONEY', id.toLowerCase());
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({
      referencePaiement: 'Cette transaction Orange Money a déjà été déclarée pour un autre paiement.',
    });
    expect((await momo(other, 'AIRTEL_MONEY', id)).statusCode).toBe(201);
  });

  it('gives two concurrent submissions of one id exactly one winner', async () => {
    const id = txId();
    // Created one after the other: the fixture picks the first free plot.
    const r1 = await createReservation(t.database.db, buyer.id);
    const r2 = await createReservation(t.database.db, other.id);
    const [a, b] = await Promise.all([momo(buyer, 'MPESA', id, r1.id), momo(other, 'MPESA', id, r2.id)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().errors.referencePaiement).toBe(
      'Cette transaction M-Pesa a déjà été déclarée pour un autre paiement.',
    );
  });

  it('releases the id of a rejected payment', async () => {
    const id = txId();
    const first = await momo(buyer, 'MPESA', id);
    const rejected = await post(admin, `/paiements/${first.json().data.id}/rejeter`, {
      commentaireAdmin: 'Transaction introuvable chez M-Pesa',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await momo(buyer, 'MPESA', id)).statusCode).toBe(201);
  });

  it('refuses on resubmission an id another payment holds, and takes it back once free', async () => {
    const [taken, mine] = [txId(), txId()];
    expect((await momo(other, 'AIRTEL_MONEY', taken)).statusCode).toBe(201);
    const first = await momo(buyer, 'AIRTEL_MONEY', mine);
    const paiementId = first.json().data.id as string;
    await post(admin, `/paiements/${paiementId}/rejeter`, {
      commentaireAdmin: 'Numéro de transaction illisible',
    });
    const clash = await submit(buyer, { referencePaiement: taken }, `/paiements/${paiementId}/preuves`);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors.referencePaiement).toBe(
      'Cette transaction Airtel Money a déjà été déclarée pour un autre paiement.',
    );
    const fixed = await submit(
      buyer,
      { referencePaiement: ` ${mine.toLowerCase()} ` },
      `/paiements/${paiementId}/preuves`,
    );
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().data).toMatchObject({
      statut: 'SOUMIS',
      referencePaiement: mine,
      operateur: 'AIRTEL_MONEY',
    });
  });
});

describe('a bank reference used twice', () => {
  it('is accepted, and flagged to staff with the other payment', async () => {
    const reference = `VIR-${txId()}`;
    const bank = async (user: TestUser, ref: string) => {
      const reservation = await createReservation(t.database.db, user.id);
      const res = await submit(user, {
        reservationId: reservation.id,
        montant: '100',
        methode: 'VIREMENT_BANCAIRE',
        referencePaiement: ref,
      });
      expect(res.statusCode, res.body).toBe(201);
      return { paiementId: res.json().data.id as string, reservationReference: reservation.reference };
    };
    const first = await bank(buyer, reference);
    const second = await bank(other, reference.toLowerCase());
    const staff = await read(admin, `/paiements/${second.paiementId}`);
    expect(staff.json().data.paiementsMemeReference).toEqual([first]);
    const buyerView = await read(other, `/paiements/${second.paiementId}`);
    expect(buyerView.json().data.paiementsMemeReference).toBeUndefined();
    const list = await read(admin, '/paiements/admin/tous?limit=100');
    const row = list.json().data.paiements.find((p: { id: string }) => p.id === second.paiementId);
    expect(row).toMatchObject({ referenceDejaUtilisee: true, operateur: null });
  });

  it('lets a rejected mobile money payment be resubmitted with another operator', async () => {
    const id = txId();
    const first = await momo(buyer, 'MPESA', id);
    expect(first.statusCode, first.body).toBe(201);
    const paiementId = first.json().data.id as string;
    const rejected = await post(admin, `/paiements/${paiementId}/rejeter`, {
      commentaireAdmin: 'Cette transaction est une transaction Airtel Money.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);

    const bad = await submit(buyer, { operateur: 'WAVE' }, `/paiements/${paiementId}/preuves`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.operateur).toBe('Opérateur mobile money invalide');

    const again = await submit(
      buyer,
      { operateur: 'AIRTEL_MONEY', referencePaiement: id },
      `/paiements/${paiementId}/preuves`,
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({
      statut: 'SOUMIS',
      operateur: 'AIRTEL_MONEY',
      referencePaiement: id,
    });
  });

  it('gives no operator to a bank payment resubmitted', async () => {
    const reservation = await createReservation(t.database.db, buyer.id);
    const bank = await submit(buyer, {
      reservationId: reservation.id,
      montant: '100',
      methode: 'VIREMENT_BANCAIRE',
    });
    const paiementId = bank.json().data.id as string;
    await post(admin, `/paiements/${paiementId}/rejeter`, { commentaireAdmin: 'Illisible' });
    const res = await submit(buyer, { operateur: 'MPESA' }, `/paiements/${paiementId}/preuves`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.operateur).toBe('Opérateur mobile money invalide');
    expect((await read(buyer, `/paiements/${paiementId}`)).json().data).toMatchObject({
      statut: 'REJETE',
      operateur: null,
    });
  });
});
