// GET /admin/dashboard: staff (ADMIN, AGENT) only; each figure moves as the data it counts moves.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@parcelles/shared/contracts/dashboard';
import { paiements, parcelles } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createUser, type TestUser } from '../../../test/accounts';
import { createReservation, freePlot } from '../../../test/reservation-fixtures';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let t: TestApp;
let admin: TestUser;
let agent: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [admin, agent, buyer] = await Promise.all([
    createUser(t.app, t.database.db, 'ADMIN'),
    createUser(t.app, t.database.db, 'AGENT'),
    createUser(t.app, t.database.db),
  ]);
});
afterAll(() => t?.close());

const dashboard = async (user: TestUser = admin): Promise<Dashboard> => {
  const res = await t.app.inject({ url: '/api/v1/admin/dashboard', headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('GET /admin/dashboard', () => {
  it('is for administrators and agents only', async () => {
    expect((await t.app.inject('/api/v1/admin/dashboard')).statusCode).toBe(401);
    const refused = await t.app.inject({ url: '/api/v1/admin/dashboard', headers: buyer.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    await dashboard(agent);
  });

  it('counts plots, holds as buyers read them, proofs waiting, money validated, weeks and sales', async () => {
    const db = t.database.db;
    const before = await dashboard();
    expect(before.paiementsParSemaine).toHaveLength(12);

    const now = Date.now();
    const expiring = await createReservation(db, buyer.id, { dateExpiration: new Date(now + 5 * HOUR) });
    // Its proof is under review: the hold is paused, it is not about to expire (issue 25).
    const reviewed = await createReservation(db, buyer.id, { dateExpiration: new Date(now + 4 * HOUR) });
    await createReservation(db, buyer.id, { dateExpiration: new Date(now - HOUR) }); // expired, unswept
    const paused = await createReservation(db, buyer.id, { dateExpiration: new Date(now - 2 * HOUR) });
    const sold = await createReservation(db, buyer.id, { statut: 'VALIDEE', montantTotalCents: 400_000 });
    await db.insert(paiements).values([
      // Under review for 60 hours: past the 48 promised; it pauses the expiry of its hold.
      {
        reservationId: paused.id,
        userId: buyer.id,
        montantCents: 10_000,
        methode: 'ESPECES',
        statut: 'SOUMIS',
        datePaiement: new Date(now - 60 * HOUR),
      },
      {
        reservationId: reviewed.id,
        userId: buyer.id,
        montantCents: 10_000,
        methode: 'ESPECES',
        statut: 'SOUMIS',
        datePaiement: new Date(now - 2 * HOUR),
      },
      {
        reservationId: sold.id,
        userId: buyer.id,
        montantCents: 300_000,
        methode: 'ESPECES',
        statut: 'VALIDE',
        datePaiement: new Date(now - DAY),
        traiteLe: new Date(now - 1000),
      },
      {
        reservationId: sold.id,
        userId: buyer.id,
        montantCents: 100_000,
        methode: 'ESPECES',
        statut: 'VALIDE',
        datePaiement: new Date(now - 101 * DAY),
        traiteLe: new Date(now - 100 * DAY),
      },
      {
        reservationId: sold.id,
        userId: buyer.id,
        montantCents: 50_000,
        methode: 'ESPECES',
        statut: 'VALIDE',
        datePaiement: new Date(now - 21 * DAY),
        traiteLe: new Date(now - 20 * DAY),
      },
    ]);
    const [plot] = await db
      .select()
      .from(parcelles)
      .where(eq(parcelles.id, (await freePlot(db)).id));
    await db.update(parcelles).set({ statut: 'VENDUE' }).where(eq(parcelles.id, plot!.id));

    const after = await dashboard();
    // Six plots left DISPONIBLE: five are reserved (RESERVEE) and one sold (VENDUE).
    expect(after.parcellesParStatut.DISPONIBLE - before.parcellesParStatut.DISPONIBLE).toBe(-6);
    expect(after.parcellesParStatut.RESERVEE - before.parcellesParStatut.RESERVEE).toBe(5);
    expect(after.parcellesParStatut.VENDUE - before.parcellesParStatut.VENDUE).toBe(1);
    const categorie = plot!.categorie as keyof Dashboard['ventesParCategorie'];
    expect(after.ventesParCategorie[categorie] - before.ventesParCategorie[categorie]).toBe(1);

    expect(after.reservationsParStatut.EN_ATTENTE - before.reservationsParStatut.EN_ATTENTE).toBe(3);
    expect(after.reservationsParStatut.EXPIREE - before.reservationsParStatut.EXPIREE).toBe(1);
    expect(after.reservationsParStatut.VALIDEE - before.reservationsParStatut.VALIDEE).toBe(1);

    expect(after.preuvesEnAttente).toEqual({
      nombre: before.preuvesEnAttente.nombre + 2,
      plusAncienneHeures: 60,
      promisHeures: 24,
      maxHeures: 48,
      enRetard: before.preuvesEnAttente.enRetard + 1,
    });
    expect(after.montantValide.total - before.montantValide.total).toBe(4500);
    const month = (ms: number) => new Date(ms + 2 * HOUR).toISOString().slice(0, 7); // in Lubumbashi
    const thisMonth = 3000 + (month(now - 20 * DAY) === month(now) ? 500 : 0);
    expect(after.montantValide.ceMois - before.montantValide.ceMois).toBe(thisMonth);

    expect(after.expirentSous24h.nombre - before.expirentSous24h.nombre).toBe(1);
    expect(after.expirentSous24h.reservations.map((r) => r.id)).not.toContain(reviewed.id);
    // The list the figure links to says the same.
    const list = await t.app.inject({
      url: '/api/v1/reservations?expireDansHeures=24&limit=100',
      headers: admin.headers,
    });
    const listed = (list.json().data.reservations as { id: string }[]).map((r) => r.id);
    expect(listed).toContain(expiring.id);
    expect(listed).not.toContain(reviewed.id);
    expect(after.expirentSous24h.reservations).toContainEqual({
      id: expiring.id,
      reference: expiring.reference,
      dateExpiration: expect.any(String),
      parcelle: { id: expiring.parcelleId, numeroLot: expiring.numeroLot },
      acheteur: { id: buyer.id, nom: 'Test ACHETEUR' },
    });

    // Weeks run Monday to Sunday, oldest first; the one validated 100 days ago falls in none of them.
    const weeks = after.paiementsParSemaine;
    expect(weeks).toHaveLength(12);
    for (const [i, week] of weeks.entries()) {
      expect(new Date(`${week.debut}T12:00:00Z`).getUTCDay()).toBe(1);
      if (i > 0) expect(Date.parse(week.debut) - Date.parse(weeks[i - 1]!.debut)).toBe(7 * DAY);
    }
    expect(weeks[11]!.montant - before.paiementsParSemaine[11]!.montant).toBe(3000);
    expect(weeks[11]!.nombre - before.paiementsParSemaine[11]!.nombre).toBe(1);
    const total = (d: Dashboard) => d.paiementsParSemaine.reduce((sum, w) => sum + w.montant, 0);
    expect(total(after) - total(before)).toBe(3500);
    const day20 = new Date(now - 20 * DAY + 2 * HOUR).toISOString().slice(0, 10);
    const i20 = weeks.findLastIndex((w) => w.debut <= day20);
    expect(weeks[i20]!.montant - before.paiementsParSemaine[i20]!.montant).toBe(500);
  });
});
