// Issue 23: the demo tells a true story. Its plots are reserved and sold only through the use cases
// (no 'Réservé' plot without its reservation, no 'Vendu' one without an owner who paid it in full),
// the back office sees a company mid-season, the demo buyer a journey half done, every date lies in
// the past the clock was set to, and `npm run db:check` finds nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@parcelles/shared/contracts/dashboard';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import {
  auditEvents,
  emailOutbox,
  notifications,
  paiements,
  parcelles,
  recus,
  reservations,
  users,
} from '../db/schema/index';
import { checkInvariants } from '../modules/invariants/use-cases/check-invariants';
import { createExpirySweeper } from '../modules/reservations/reservations.sweeper';
import { buildTestApp } from '../../test/build-app';
import { TEST_MEDIA_DIR, TEST_PLOTS, createTestDatabase, type TestDatabase } from '../../test/database';
import { pdfText } from '../../test/pdf';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from './accounts';
import { HISTORY_DAYS, seedDemoActivity, type ActivitySummary } from './activity';
import { DEMO_BUYERS } from './buyers';
import { generateCity } from './city';
import { seedDemoCity } from './index';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const city = generateCity({ count: TEST_PLOTS });
const demande = city.demande.map((index) => city.plots[index]!.numeroLot);

/** A test database with the demo accounts and the activity played, ending at `now`. */
async function playedDemo(now: Date, before?: (db: Database) => Promise<void>) {
  const t = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'parcelles-demo-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
  await before?.(t.database.db);
  const summary = await t.database.withSetupLock(async (db) => {
    await seedDemoAccounts(db);
    return seedDemoActivity(db, config, { demande, now });
  });
  return { t, dataDir, config, summary };
}

describe('the demo city and its activity, on a first start', () => {
  const now = new Date();
  let t: TestDatabase;
  let dataDir: string;
  let summary: ActivitySummary | null;
  let app: FastifyInstance;
  const db = () => t.database.db;
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    ({ t, dataDir, summary } = await playedDemo(now));
    ({ app } = await buildTestApp(
      t.database,
      { DATA_DIR: dataDir },
      { clock: { now: () => new Date(now) } },
    ));
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await t?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function as(email: string) {
    let token = tokens.get(email);
    if (!token) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email, motDePasse: DEMO_PASSWORD },
      });
      expect(res.statusCode, res.body).toBe(200);
      token = res.json().data.token as string;
      tokens.set(email, token);
    }
    return { authorization: `Bearer ${token}` };
  }
  const get = async (url: string, email: string) => {
    const res = await app.inject({ url: `/api/v1${url}`, headers: await as(email) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const account = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!.email;

  it('plays the whole season through the use cases, with a dozen buyers and no story refused', () => {
    expect(summary).not.toBeNull();
    expect(summary!.abandons).toEqual([]);
    expect(summary!.acheteurs).toBe(DEMO_BUYERS.length);
    expect(summary!.reservations).toBeGreaterThanOrEqual(25);
  });

  it('leaves nothing that breaks a rule of DESIGN.md §4 (npm run db:check)', async () => {
    expect(await checkInvariants(db())).toEqual([]);
  });

  it('dates everything in the months before the start, audit entries with their decisions', async () => {
    // First, before the tests below sign in and read (which writes sessions and journal entries).
    const [span] = await db()
      .select({
        first: sql<string>`min(${reservations.dateReservation})`,
        last: sql<string>`max(${reservations.dateReservation})`,
      })
      .from(reservations);
    expect(new Date(span!.first).getTime()).toBeLessThan(now.getTime() - 90 * DAY);
    expect(new Date(span!.last).getTime()).toBeLessThanOrEqual(now.getTime());
    expect(new Date(span!.first).getTime()).toBeGreaterThan(now.getTime() - (HISTORY_DAYS + 1) * DAY);
    for (const [name, table, column] of [
      ['audit', auditEvents, auditEvents.createdAt],
      ['notifications', notifications, notifications.dateEnvoi],
      ['paiements', paiements, paiements.datePaiement],
      ['users', users, users.createdAt],
    ] as const) {
      const [row] = await db()
        .select({ last: sql<string>`max(${column})` })
        .from(table);
      expect(new Date(row!.last).getTime(), name).toBeLessThanOrEqual(now.getTime());
    }
    // Each validation's audit entry and notification carry the instant the clock was at.
    const decisions = await db()
      .select({ id: paiements.id, traiteLe: paiements.traiteLe, audit: auditEvents.createdAt })
      .from(paiements)
      .innerJoin(
        auditEvents,
        and(eq(auditEvents.entiteId, sql`${paiements.id}::text`), eq(auditEvents.action, 'PAIEMENT_VALIDE')),
      );
    expect(decisions.length).toBeGreaterThan(20);
    for (const d of decisions) {
      expect(Math.abs(d.audit.getTime() - d.traiteLe!.getTime())).toBeLessThan(1_000);
    }
    // The demo accounts were there before the story began.
    const [oldest] = await db()
      .select({ at: users.createdAt })
      .from(users)
      .where(eq(users.email, account('ADMIN')));
    expect(oldest!.at.getTime()).toBeLessThan(new Date(span!.first).getTime());
  });

  it('reserves and sells only through reservations and payments', async () => {
    const plots = await db()
      .select({ id: parcelles.id, statut: parcelles.statut, proprietaireId: parcelles.proprietaireId })
      .from(parcelles);
    const reserved = plots.filter((p) => p.statut === 'RESERVEE');
    const sold = plots.filter((p) => p.statut === 'VENDUE');
    expect(reserved.length).toBeGreaterThanOrEqual(10);
    expect(sold.length).toBeGreaterThanOrEqual(10);
    const running = await db()
      .select({ parcelleId: reservations.parcelleId })
      .from(reservations)
      .where(inArray(reservations.statut, ['EN_ATTENTE', 'VALIDEE']));
    const held = new Set(running.map((r) => r.parcelleId));
    for (const plot of reserved) expect(held.has(plot.id)).toBe(true);
    for (const plot of sold) expect(plot.proprietaireId).not.toBeNull();
    // Each validated payment has its receipt, numbered 1, 2, 3… in the order of validation.
    const validated = await db()
      .select({ id: paiements.id, traiteLe: paiements.traiteLe, numero: recus.numero })
      .from(paiements)
      .innerJoin(recus, eq(recus.paiementId, paiements.id))
      .where(eq(paiements.statut, 'VALIDE'))
      .orderBy(paiements.traiteLe);
    const [valides] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(paiements)
      .where(eq(paiements.statut, 'VALIDE'));
    expect(validated).toHaveLength(valides!.n);
    expect(validated.map((v) => v.numero)).toEqual(validated.map((_, i) => i + 1));
  });

  it('shows the back office a company mid-season', async () => {
    const admin = account('ADMIN');
    const board = (await get('/admin/dashboard', admin)) as Dashboard;
    expect(board.parcellesParStatut.VENDUE).toBeGreaterThanOrEqual(10);
    expect(board.parcellesParStatut.RESERVEE).toBeGreaterThanOrEqual(10);
    expect(board.montantValide.total).toBeGreaterThan(0);
    expect(board.reservationsParStatut).toMatchObject({
      EN_ATTENTE: expect.any(Number),
      EXPIREE: expect.any(Number),
      ANNULEE: expect.any(Number),
    });
    expect(board.reservationsParStatut.EXPIREE).toBeGreaterThan(0);
    expect(board.reservationsParStatut.ANNULEE).toBeGreaterThan(0);
    // Proofs waiting, some for longer than the 48 hours promised; a hold ending within the day.
    expect(board.preuvesEnAttente.nombre).toBeGreaterThanOrEqual(4);
    expect(board.preuvesEnAttente.enRetard).toBeGreaterThanOrEqual(2);
    expect(board.preuvesEnAttente.plusAncienneHeures).toBeGreaterThan(48);
    expect(board.expirentSous24h.nombre).toBeGreaterThanOrEqual(1);
    // Months of payments: most of the chart's twelve weeks have some.
    expect(board.paiementsParSemaine.filter((w) => w.nombre > 0).length).toBeGreaterThanOrEqual(7);

    // Waiting for a proof, a proof under review, and one where staff asked for more.
    const pending = await get('/reservations?statut=EN_ATTENTE&limit=100', admin);
    const waiting = pending.reservations.filter((r: { paiements: unknown[] }) => r.paiements.length === 0);
    expect(waiting.length).toBeGreaterThanOrEqual(2);
    const complement = await get('/paiements/admin/tous?statut=EN_ATTENTE', admin);
    expect(complement.paiements).toHaveLength(1);
    const thread = await get(`/paiements/${complement.paiements[0].id}/messages`, admin);
    expect(JSON.stringify(thread)).toContain('avis de débit');
    // Instalment plans, one of them with an instalment late past INSTALMENT_OVERDUE_DAYS.
    const late = await get('/reservations?enRetard=true', admin);
    expect(late.reservations).toHaveLength(1);
    expect(late.reservations[0].plan.nom).not.toBe('Comptant');
    // Flagged by the sweeper (no one), the journal says so, on the day it happened.
    const audit = await get('/audit?action=ECHEANCE_SIGNALEE', admin);
    expect(audit.evenements).toHaveLength(1);
    expect(audit.evenements[0]).toMatchObject({ entiteId: late.reservations[0].id, acteur: null });
    expect(new Date(audit.evenements[0].date).getTime()).toBeLessThan(now.getTime() - DAY);
  });

  it('shows the demo buyer mid-journey: an owned plot, an instalment plan running, receipts', async () => {
    const buyer = account('ACHETEUR');
    const mine = await get('/reservations/my?limit=50', buyer);
    const running = mine.reservations.filter(
      (r: { statut: string; plan: { nom: string } }) => r.statut === 'VALIDEE' && r.plan.nom !== 'Comptant',
    );
    expect(running).toHaveLength(1);
    const statuses = running[0].echeancier.map((e: { statut: string }) => e.statut);
    expect(statuses).toContain('PAYEE');
    expect(statuses).toContain('A_VENIR');
    expect(statuses).not.toContain('EN_RETARD');
    const owned = await get('/parcelles/utilisateur/parcelles', buyer);
    expect(owned).toHaveLength(1);
    expect(owned[0].statut).toBe('VENDUE');
    const payments = await get('/paiements/mes-paiements?limit=50', buyer);
    const valid = payments.paiements.filter((p: { statut: string }) => p.statut === 'VALIDE');
    expect(valid.length).toBeGreaterThanOrEqual(3);
    expect(valid.every((p: { recu: unknown }) => p.recu !== null)).toBe(true);
    // The receipt is drawn when asked for (none at seed time).
    const receipt = await app.inject({
      url: `/api/v1/paiements/${valid[0].id}/recu`,
      headers: await as(buyer),
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toContain('application/pdf');
    // The latest notifications are unread, the older ones read.
    const unread = await get('/notifications/my?lue=false&limit=100', buyer);
    const all = await get('/notifications/my?limit=100', buyer);
    expect(unread.pagination.total).toBeGreaterThan(0);
    expect(unread.pagination.total).toBeLessThan(all.pagination.total);
  });

  it('stores each proof as a real document the back office opens in place', async () => {
    const admin = account('ADMIN');
    const queue = await get('/paiements/admin/en-attente?limit=1', admin);
    const [proof] = queue.paiements[0].preuves;
    const file = await app.inject({ url: proof.url, headers: await as(admin) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    const text = await pdfText(file.rawPayload);
    expect(text).toContain(queue.paiements[0].acheteur.nom);
    expect(text).toMatch(/Montant .*USD/);
  });

  it('leaves the server nothing to catch up on: its first sweep finds nothing, no mail waits', async () => {
    const sweeper = createExpirySweeper({
      db: db(),
      mail: { queue: async () => {}, kick: () => {} },
      sms: { queue: async () => false, kick: () => {} },
      clock: { now: () => new Date(now) },
      intervalMs: HOUR,
      log: app.log,
    });
    expect(await sweeper.sweep()).toEqual({ expired: 0, reminded: 0, instalmentsReminded: 0, flagged: 0 });
    const [outbox] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(emailOutbox);
    expect(outbox!.n).toBe(0);
  });

  it('is played once: a restart, or a database with reservations, gets nothing more', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    const count = async () =>
      (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(reservations)
      )[0]!.n;
    const before = await count();
    expect(await seedDemoActivity(db(), config, { demande, now: new Date() })).toBeNull();
    expect(await count()).toBe(before);
  });
});

describe('a demo city seeded before issue 23', () => {
  // A month's last day near midnight in Lubumbashi: calendar edges for the instalments' dates.
  const now = new Date('2027-02-28T21:50:00Z');
  let t: TestDatabase | undefined;
  let dataDir: string | undefined;
  afterAll(async () => {
    await t?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('had plots marked Réservé and Vendu with nobody behind them; they go back on sale and the story is told', async () => {
    const played = await playedDemo(now, async (db) => {
      // What the generator wrote before: statuses without a reservation, an owner or a payment.
      const some = await db.select({ id: parcelles.id }).from(parcelles).limit(8);
      const ids = some.map((p) => p.id);
      await db
        .update(parcelles)
        .set({ statut: 'RESERVEE' })
        .where(inArray(parcelles.id, ids.slice(0, 5)));
      await db
        .update(parcelles)
        .set({ statut: 'VENDUE' })
        .where(inArray(parcelles.id, ids.slice(5)));
      const broken = await checkInvariants(db);
      expect(broken.map((v) => v.regle).sort()).toEqual([
        ...Array(5).fill('PARCELLE_RESERVEE_SANS_RESERVATION'),
        ...Array(3).fill('PARCELLE_VENDUE_SANS_PAIEMENT_COMPLET'),
      ]);
      // The next start finds its demo city (no reservation at all) and puts those plots back on sale.
      await seedDemoCity(db, { mediaDir: TEST_MEDIA_DIR, count: TEST_PLOTS });
      expect(await checkInvariants(db)).toEqual([]);
    });
    ({ t, dataDir } = played);
    expect(played.summary?.abandons).toEqual([]);
    expect(await checkInvariants(t.database.db)).toEqual([]);
    const [sold] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(parcelles)
      .where(eq(parcelles.statut, 'VENDUE'));
    expect(sold!.n).toBeGreaterThanOrEqual(10);
  }, 120_000);
});
