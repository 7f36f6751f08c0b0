// The staff's payment queue and list: what each row tells (buyer and contact, what remains to pay,
// the wait), the flags (a reused reference, a refund due), the filters and their French 400s.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paiements, reservations, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createUser, type TestUser } from '../../../test/accounts';
import { createReservation, type ReservationFixture } from '../../../test/reservation-fixtures';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let t: TestApp;
let admin: TestUser;
let agent: TestUser;
let amani: TestUser;
let beatrice: TestUser;
let running: ReservationFixture;
let cancelled: ReservationFixture;
const ids: Record<string, string> = {};

async function pay(
  name: string,
  reservation: ReservationFixture,
  user: TestUser,
  values: Partial<typeof paiements.$inferInsert> & { ageMs: number },
) {
  const { ageMs, ...rest } = values;
  const [row] = await t.database.db
    .insert(paiements)
    .values({
      reservationId: reservation.id,
      userId: user.id,
      montantCents: 100_000,
      methode: 'VIREMENT_BANCAIRE',
      statut: 'SOUMIS',
      datePaiement: new Date(Date.now() - ageMs),
      ...rest,
    })
    .returning({ id: paiements.id });
  ids[name] = row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  [admin, agent, amani, beatrice] = await Promise.all([
    createUser(t.app, db, 'ADMIN'),
    createUser(t.app, db, 'AGENT'),
    createUser(t.app, db),
    createUser(t.app, db),
  ]);
  await db.update(users).set({ nom: 'Amani Kalenga' }).where(eq(users.id, amani.id));
  await db.update(users).set({ nom: 'Béatrice Ilunga', telephone: null }).where(eq(users.id, beatrice.id));
  running = await createReservation(db, amani.id, { montantTotalCents: 1_000_000, statut: 'VALIDEE' });
  await db
    .update(reservations)
    .set({ contactNom: 'Jean Kalenga', contactTelephone: '+243990000001' })
    .where(eq(reservations.id, running.id));
  cancelled = await createReservation(db, beatrice.id, { montantTotalCents: 800_000, statut: 'ANNULEE' });

  await pay('waitingOld', running, amani, { ageMs: 50 * HOUR, referencePaiement: 'VIR 2026 001' });
  await pay('waitingNew', running, amani, {
    ageMs: 3 * HOUR,
    referencePaiement: 'REC-9',
    methode: 'ESPECES',
  });
  await pay('validRunning', running, amani, {
    ageMs: 5 * DAY,
    statut: 'VALIDE',
    montantCents: 250_000,
    traiteLe: new Date(Date.now() - 4 * DAY),
    referencePaiement: 'vir2026001',
  });
  await pay('refundable', cancelled, beatrice, {
    ageMs: 10 * DAY,
    statut: 'VALIDE',
    traiteLe: new Date(Date.now() - 9 * DAY),
    methode: 'ESPECES',
    referencePaiement: 'MP-555',
  });
  await pay('tooOld', cancelled, beatrice, {
    ageMs: 40 * DAY,
    statut: 'VALIDE',
    traiteLe: new Date(Date.now() - 39 * DAY),
    referencePaiement: null,
  });
  await pay('rejected', cancelled, beatrice, {
    ageMs: 20 * DAY,
    statut: 'REJETE',
    commentaireAdmin: 'Illisible',
  });
});
afterAll(() => t?.close());

const get = (url: string, user: TestUser = admin) =>
  t.app.inject({ url: `/api/v1${url}`, headers: user.headers });
type Row = { id: string } & Record<string, unknown>;
const rows = async (url: string): Promise<Row[]> => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.paiements;
};
const names = (list: Row[]) => list.map((r) => Object.keys(ids).find((k) => ids[k] === r.id));

describe('GET /paiements/admin/en-attente', () => {
  it('is the queue of proofs to review, oldest first, each with its wait and who to reach', async () => {
    const res = await get('/paiements/admin/en-attente');
    expect(res.json().data.pagination).toEqual({ page: 1, limit: 20, total: 2, pages: 1 });
    const queue: Row[] = res.json().data.paiements;
    expect(names(queue)).toEqual(['waitingOld', 'waitingNew']);
    expect(queue[0]).toMatchObject({
      statut: 'SOUMIS',
      montant: 1000,
      methode: 'VIREMENT_BANCAIRE',
      referencePaiement: 'VIR 2026 001',
      attenteHeures: 50,
      referenceDejaUtilisee: true,
      remboursable: false,
      acheteur: { id: amani.id, nom: 'Amani Kalenga', email: amani.email, telephone: '+243812345678' },
      contact: { nom: 'Jean Kalenga', email: amani.email, telephone: '+243990000001' },
      parcelle: { id: running.parcelleId, numeroLot: running.numeroLot },
      reservation: {
        id: running.id,
        reference: running.reference,
        statut: 'VALIDEE',
        montantTotal: 10_000,
        montantPaye: 2500,
        montantRestant: 7500,
      },
    });
    expect(queue[0]!.datePaiement).toEqual(expect.any(String));
    expect(queue[1]).toMatchObject({ attenteHeures: 3, referenceDejaUtilisee: false });
  });

  it('filters the queue by method and pages it', async () => {
    expect(names(await rows('/paiements/admin/en-attente?methode=ESPECES'))).toEqual(['waitingNew']);
    expect(names(await rows('/paiements/admin/en-attente?limit=1&page=2'))).toEqual(['waitingNew']);
  });
});

describe('GET /paiements/admin/tous', () => {
  it('lists every payment newest first, flagging reused references and refunds due', async () => {
    const all = await rows('/paiements/admin/tous');
    expect(names(all)).toEqual([
      'waitingNew',
      'waitingOld',
      'validRunning',
      'refundable',
      'rejected',
      'tooOld',
    ]);
    const by = (name: string) => all.find((r) => r.id === ids[name])!;
    // Same reference once case and spaces are ignored: both payments are flagged.
    expect(by('validRunning')).toMatchObject({ referenceDejaUtilisee: true, attenteHeures: null });
    expect(by('refundable')).toMatchObject({
      remboursable: true,
      referenceDejaUtilisee: false,
      reservation: { statut: 'ANNULEE', montantPaye: 2000, montantRestant: 6000 },
      acheteur: { telephone: null },
    });
    // Validated more than 30 days ago, or on a reservation still running: not refundable.
    expect(by('tooOld')).toMatchObject({ remboursable: false, referenceDejaUtilisee: false });
    expect(by('validRunning')!.remboursable).toBe(false);
  });

  it('filters by status, method, date range, buyer and lot', async () => {
    expect(names(await rows('/paiements/admin/tous?statut=VALIDE'))).toEqual([
      'validRunning',
      'refundable',
      'tooOld',
    ]);
    expect(names(await rows('/paiements/admin/tous?methode=ESPECES'))).toEqual(['waitingNew', 'refundable']);
    const day = (ms: number) => new Date(Date.now() - ms + 2 * HOUR).toISOString().slice(0, 10); // the calendar day in Lubumbashi
    expect(names(await rows(`/paiements/admin/tous?du=${day(11 * DAY)}&au=${day(10 * DAY)}`))).toEqual([
      'refundable',
    ]);
    expect(names(await rows(`/paiements/admin/tous?du=${day(6 * DAY)}`))).toEqual([
      'waitingNew',
      'waitingOld',
      'validRunning',
    ]);
    expect(names(await rows(`/paiements/admin/tous?au=${day(30 * DAY)}`))).toEqual(['tooOld']);
    expect(names(await rows('/paiements/admin/tous?acheteur=ILUNGA'))).toEqual([
      'refundable',
      'rejected',
      'tooOld',
    ]);
    expect(names(await rows('/paiements/admin/tous?acheteur=jean%20kalenga&statut=SOUMIS'))).toEqual([
      'waitingNew',
      'waitingOld',
    ]);
    expect(names(await rows(`/paiements/admin/tous?lot=${encodeURIComponent(cancelled.numeroLot)}`))).toEqual(
      ['refundable', 'rejected', 'tooOld'],
    );
    expect(await rows('/paiements/admin/tous?acheteur=_')).toEqual([]);
    // The totals count with the same filters as the page.
    for (const query of [
      'acheteur=ILUNGA',
      `lot=${encodeURIComponent(cancelled.numeroLot)}`,
      'statut=VALIDE',
    ]) {
      expect((await get(`/paiements/admin/tous?${query}&limit=1`)).json().data.pagination.total, query).toBe(
        3,
      );
    }
  });

  it('refuses bad filter values with 400 and the field’s French message', async () => {
    const cases: [string, string, string][] = [
      ['statut=PAYE', 'statut', 'Statut invalide'],
      ['methode=CHEQUE', 'methode', 'Méthode de paiement invalide'],
      ['du=2026-02-30', 'du', 'La date de début doit être une date valide (AAAA-MM-JJ)'],
      ['du=hier', 'du', 'La date de début doit être une date valide (AAAA-MM-JJ)'],
      ['au=12/03/2026', 'au', 'La date de fin doit être une date valide (AAAA-MM-JJ)'],
      [
        'du=2026-03-02&au=2026-03-01',
        'au',
        'La date de fin doit être postérieure ou égale à la date de début',
      ],
      ['acheteur=' + 'x'.repeat(101), 'acheteur', "L'acheteur recherché ne peut pas dépasser 100 caractères"],
      ['lot=' + 'A'.repeat(31), 'lot', 'Le numéro de lot ne peut pas dépasser 30 caractères'],
      ['page=0', 'page', 'La page doit être un entier positif'],
    ];
    for (const [query, field, message] of cases) {
      for (const path of ['/paiements/admin/tous', '/paiements/admin/en-attente']) {
        const res = await get(`${path}?${query}`);
        expect(res.statusCode, `${path}?${query}`).toBe(400);
        expect(res.json(), `${path}?${query}`).toMatchObject({
          success: false,
          errors: { [field]: message },
        });
      }
    }
  });

  it('is for administrators; the stats keep their shape', async () => {
    for (const path of ['/paiements/admin/tous', '/paiements/admin/en-attente', '/paiements/admin/stats']) {
      expect((await get(path, agent)).statusCode).toBe(403);
      expect((await get(path, amani)).statusCode).toBe(403);
    }
    const stats = (await get('/paiements/admin/stats')).json().data;
    expect(stats.total).toEqual({ nombre: 6, montant: 7500 });
    expect(stats.parStatut.SOUMIS).toEqual({ nombre: 2, montant: 2000 });
    expect(stats.parMethode.ESPECES).toEqual({ nombre: 2, montant: 2000 });
  });
});
