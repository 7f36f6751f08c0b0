// Issue 26: the cash office's day. ADMIN sees the cash payments staff recorded as paid that day in
// Lubumbashi (who received each, the count, the total), closes the day (once: a second closing is
// a 409), after which no cash payment can be dated on it, and prints it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index';
import { localDay } from '../../lib/calendar';
import { MANY_PROOFS, createTestApp, type TestApp } from '../../../test/build-app';
import { createUsers, type TestUser } from '../../../test/accounts';
import { pdfText } from '../../../test/pdf';
import { createReservation } from '../../../test/reservation-fixtures';
import { requests, submitProof } from '../../../test/requests';

const DAY = 86_400_000;
let t: TestApp;
let admin: TestUser;
let cashier: TestUser;
let agent: TestUser;
let buyer: TestUser;
const db = () => t.database.db;
const { get, post } = requests(() => t.app);
const today = () => localDay(new Date());
const yesterday = () => localDay(new Date(Date.now() - DAY));

async function record(staff: TestUser, montant: number, methode = 'ESPECES', datePaiement = today()) {
  const r = await createReservation(db(), buyer.id, { montantTotalCents: 10_000_000 });
  return post(staff, '/admin/paiements', {
    reservationId: r.id,
    methode,
    montant,
    datePaiement,
    ...(methode === 'VIREMENT_BANCAIRE' ? { referencePaiement: `FT-${montant}` } : {}),
  });
}

beforeAll(async () => {
  t = await createTestApp(MANY_PROOFS);
  [admin, cashier, agent, buyer] = await createUsers(t.app, db(), 'ADMIN', 'ADMIN', 'AGENT', 'ACHETEUR');
});
afterAll(() => t?.close());

describe('the cash office day', () => {
  it('lists the day’s cash recorded by staff, who received each, the count and total; then closes it once', async () => {
    for (const [staff, montant] of [
      [admin, 1000],
      [cashier, 250.5],
      [admin, 49.5],
    ] as const) {
      const res = await record(staff, montant);
      expect(res.statusCode, res.body).toBe(201);
    }
    // Not the cash office's: a transfer recorded by staff, and a buyer's proof of cash validated.
    expect((await record(admin, 300, 'VIREMENT_BANCAIRE')).statusCode).toBe(201);
    const proof = await submitProof(t.app, buyer, (await createReservation(db(), buyer.id)).id, '77');
    expect((await post(admin, `/paiements/${proof}/valider`)).statusCode).toBe(200);

    const day = await get(admin, `/admin/caisse/${today()}`);
    expect(day.statusCode, day.body).toBe(200);
    const data = day.json().data;
    expect(data).toMatchObject({ jour: today(), nombre: 3, total: 1300, cloture: null });
    expect(
      data.paiements.map((p: { montant: number; recuPar: { id: string } }) => [p.montant, p.recuPar.id]),
    ).toEqual([
      [1000, admin.id],
      [250.5, cashier.id],
      [49.5, admin.id],
    ]);
    expect(data.paiements[0]).toMatchObject({
      recu: { numero: expect.any(Number) },
      acheteur: 'Test ACHETEUR',
    });
    expect(data.parCaissier).toEqual(
      expect.arrayContaining([
        { recuPar: { id: admin.id, nom: 'Test ADMIN' }, nombre: 2, total: 1049.5 },
        { recuPar: { id: cashier.id, nom: 'Test ADMIN' }, nombre: 1, total: 250.5 },
      ]),
    );

    const closed = await post(admin, `/admin/caisse/${today()}/cloture`);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data.cloture).toMatchObject({ closPar: { id: admin.id }, nombre: 3, total: 1300 });
    expect(closed.json().message).toMatch(/^Journée de caisse du .+ clôturée\.$/);
    const twice = await post(cashier, `/admin/caisse/${today()}/cloture`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/^La caisse du .+ est déjà clôturée\.$/);
    const [audit] = await db().select().from(auditEvents).where(eq(auditEvents.entiteId, today()));
    expect(audit).toMatchObject({
      action: 'CAISSE_CLOTUREE',
      entite: 'caisse',
      apres: { nombre: 3, total: 1300 },
    });
  });

  it('refuses a cash payment dated on a closed day, in French; other days and methods go on', async () => {
    const refused = await record(cashier, 20);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /^La caisse du .+ est clôturée : aucun paiement en espèces ne peut plus y être enregistré\.$/,
    );
    expect((await record(cashier, 20, 'VIREMENT_BANCAIRE')).statusCode).toBe(201);
    expect((await record(cashier, 20, 'ESPECES', yesterday())).statusCode).toBe(201);
    const day = (await get(admin, `/admin/caisse/${today()}`)).json().data;
    expect(day).toMatchObject({ nombre: 3, total: 1300, cloture: { nombre: 3 } });
    expect((await get(admin, `/admin/caisse/${yesterday()}`)).json().data).toMatchObject({
      nombre: 1,
      cloture: null,
    });
  });

  it('prints the day as a PDF: the payments, who received them, the total and who closed it', async () => {
    const res = await get(admin, `/admin/caisse/${today()}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="caisse-${today()}.pdf"`);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Journée de caisse du');
    expect(text).toContain('Test ACHETEUR');
    expect(text).toMatch(/Total encaissé : 1 300,00 \$US/);
    expect(text).toContain('Clôturée le');
  });

  it('answers French 4xx for a bad day, a day to come, and anyone but ADMIN', async () => {
    const bad = await get(admin, '/admin/caisse/2026-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ jour: 'Le jour doit être une date valide (AAAA-MM-JJ)' });
    const future = await post(admin, `/admin/caisse/${localDay(new Date(Date.now() + 3 * DAY))}/cloture`);
    expect(future.statusCode).toBe(409);
    expect(future.json().message).toBe('Une journée à venir ne peut pas être clôturée.');
    for (const user of [agent, buyer]) {
      expect((await get(user, `/admin/caisse/${today()}`)).statusCode).toBe(403);
      expect((await post(user, `/admin/caisse/${yesterday()}/cloture`)).statusCode).toBe(403);
    }
  });
});
