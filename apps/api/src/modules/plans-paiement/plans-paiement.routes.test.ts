// Instalment plans (issue 12, ADR 015) through the real routes: the public list and its schedules,
// the ADMIN's management and its rules, and reservations made on a plan (schedule, allocation of
// payments oldest first, a due date moved by staff).
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, lubumbashiDay } from '@parcelles/shared/domain';
import { formatMoney } from '@parcelles/shared/format';
import {
  auditEvents,
  echeances,
  emailOutbox,
  notifications,
  parcelles,
  reservations,
} from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createUser, type TestUser } from '../../../test/accounts';
import { freePlot } from '../../../test/reservation-fixtures';
import { createPlan, payAndValidate, reserveWithPlan } from '../../../test/instalment-fixtures';
import { PLAN_MESSAGES } from '../mail/messages';

let t: TestApp;
let admin: TestUser;
let agent: TestUser;
let buyer: TestUser;
const db = () => t.database.db;
const api = (url: string) => `/api/v1${url}`;
const cents = (amounts: { montant: number }[]) =>
  amounts.reduce((s, e) => s + Math.round(e.montant * 100), 0);
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  [admin, agent, buyer] = await Promise.all([
    createUser(t.app, db(), 'ADMIN'),
    createUser(t.app, db(), 'AGENT'),
    createUser(t.app, db()),
  ]);
});
afterAll(() => t?.close());

const get = (url: string, user?: TestUser) =>
  t.app.inject({ method: 'GET', url: api(url), ...(user ? { headers: user.headers } : {}) });
const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, user: TestUser, payload?: object) =>
  t.app.inject({ method, url: api(url), headers: user.headers, ...(payload ? { payload } : {}) });

type PlanJson = {
  id: string;
  nom: string;
  comptant: boolean;
  actif: boolean;
  echeancier?: {
    numero: number;
    dateEcheance: string;
    montant: number;
    montantPaye: number;
    statut: string;
  }[];
};
const plansOf = async (url: string, user?: TestUser): Promise<PlanJson[]> => {
  const res = await get(url, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.plans;
};

/** A free plot of a category, and a free one of another. */
async function plotsOfTwoCategories() {
  const [a] = await db()
    .select({ id: parcelles.id, categorie: parcelles.categorie })
    .from(parcelles)
    .where(and(eq(parcelles.statut, 'DISPONIBLE'), sql`${parcelles.categorie} is not null`))
    .limit(1);
  const [b] = await db()
    .select({ id: parcelles.id, categorie: parcelles.categorie })
    .from(parcelles)
    .where(
      and(
        eq(parcelles.statut, 'DISPONIBLE'),
        sql`${parcelles.categorie} is not null`,
        ne(parcelles.categorie, a!.categorie!),
      ),
    )
    .limit(1);
  return { a: a!, b: b! };
}

describe('GET /plans-paiement', () => {
  it('lists the active plans, cash first, with the demo plans', async () => {
    const plans = await plansOf('/plans-paiement');
    expect(plans[0]).toMatchObject({ nom: 'Comptant', comptant: true, actif: true });
    const names = plans.map((p) => p.nom);
    expect(names).toContain('30 % puis 6 mensualités');
    expect(names).toContain('20 % puis 12 mensualités');
    expect(plans.every((p) => p.echeancier === undefined)).toBe(true);
  });

  it('gives each plan its schedule for ?prix=, adding up to the price in cents', async () => {
    const plans = await plansOf('/plans-paiement?prix=12345.67');
    const now = Date.now();
    const today = lubumbashiDay(now);
    for (const plan of plans) {
      expect(cents(plan.echeancier!)).toBe(1_234_567);
      expect(plan.echeancier!.every((e) => e.montantPaye === 0 && e.statut === 'A_VENIR')).toBe(true);
    }
    const cash = plans.find((p) => p.comptant)!;
    expect(cash.echeancier).toEqual([
      {
        numero: 1,
        dateEcheance: lubumbashiDay(now + t.config.holdMs),
        montant: 12345.67,
        montantPaye: 0,
        statut: 'A_VENIR',
      },
    ]);
    const thirty = plans.find((p) => p.nom === '30 % puis 6 mensualités')!;
    expect(thirty.echeancier).toHaveLength(7);
    expect(thirty.echeancier![0]).toMatchObject({ numero: 1, montant: 3703.7 });
    expect(thirty.echeancier!.slice(1).map((e) => e.dateEcheance)).toEqual(
      [1, 2, 3, 4, 5, 6].map((k) => addMonths(today, k)),
    );
  });

  it('refuses a bad price (400) and an unknown plot (404)', async () => {
    expect((await get('/plans-paiement?prix=abc')).statusCode).toBe(400);
    expect((await get('/plans-paiement?prix=-5')).statusCode).toBe(400);
    expect((await get('/plans-paiement?parcelleId=00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    expect((await get('/plans-paiement?parcelleId=pas-un-id')).statusCode).toBe(404);
  });

  it('keeps, for ?parcelleId=, the plans offered for that plot, with its price', async () => {
    const { a, b } = await plotsOfTwoCategories();
    const forA = await createPlan(t.app, admin, { categories: [a.categorie] });
    const forB = await createPlan(t.app, admin, { parcelleIds: [b.id] });
    const onA = await plansOf(`/plans-paiement?parcelleId=${a.id}`);
    const onB = await plansOf(`/plans-paiement?parcelleId=${b.id}&prix=1`);
    expect(onA.map((p) => p.id)).toContain(forA.id);
    expect(onA.map((p) => p.id)).not.toContain(forB.id);
    expect(onB.map((p) => p.id)).toContain(forB.id);
    expect(onB.map((p) => p.id)).not.toContain(forA.id);
    // Plans for every plot apply to both; the plot's own price wins over ?prix=.
    expect(onB.map((p) => p.nom)).toContain('Comptant');
    const [price] = await db()
      .select({ c: parcelles.prixCents })
      .from(parcelles)
      .where(eq(parcelles.id, b.id));
    for (const plan of onB) expect(cents(plan.echeancier!)).toBe(price!.c);
  });
});

describe('managing plans (ADMIN)', () => {
  it('creates, edits, lists and deletes a plan, each change audited', async () => {
    const plan = await createPlan(t.app, admin, { nom: 'Plan géré', partAcompte: 50, nombreMensualites: 2 });
    const edited = await send('PATCH', `/plans-paiement/${plan.id}`, admin, { actif: false, ordre: 3 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ nom: 'Plan géré', actif: false, ordre: 3, partAcompte: 50 });
    expect((await plansOf('/plans-paiement')).map((p) => p.id)).not.toContain(plan.id);
    expect((await plansOf('/plans-paiement/admin', admin)).map((p) => p.id)).toContain(plan.id);

    const removed = await send('DELETE', `/plans-paiement/${plan.id}`, admin);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await plansOf('/plans-paiement/admin', admin)).map((p) => p.id)).not.toContain(plan.id);
    const audit = await db().select().from(auditEvents).where(eq(auditEvents.entiteId, plan.id));
    expect(audit.map((e) => e.action).sort()).toEqual([
      'PLAN_PAIEMENT_CREE',
      'PLAN_PAIEMENT_MODIFIE',
      'PLAN_PAIEMENT_SUPPRIME',
    ]);
    const modified = audit.find((e) => e.action === 'PLAN_PAIEMENT_MODIFIE')!;
    expect(modified.avant).toEqual({ actif: true, ordre: 0 });
    expect(modified.apres).toEqual({ actif: false, ordre: 3 });
  });

  it('keeps what a PATCH does not send', async () => {
    const { a } = await plotsOfTwoCategories();
    const plan = await createPlan(t.app, admin, { categories: [a.categorie], ordre: 4 });
    const res = await send('PATCH', `/plans-paiement/${plan.id}`, admin, { nom: `${plan.nom} bis` });
    expect(res.json().data).toMatchObject({ categories: [a.categorie], ordre: 4, actif: true });
  });

  it('refuses a taken name (409 on nom), unknown plots (422) and a plan of the wrong shape (400)', async () => {
    const plan = await createPlan(t.app, admin);
    const twin = await send('POST', '/plans-paiement', admin, {
      nom: plan.nom.toUpperCase(),
      partAcompte: 40,
      nombreMensualites: 2,
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().errors.nom).toBe(PLAN_MESSAGES.nameTaken);
    const renamed = await send('PATCH', `/plans-paiement/${plan.id}`, admin, { nom: 'comptant' });
    expect(renamed.statusCode).toBe(409);

    const unknown = await send('POST', '/plans-paiement', admin, {
      nom: 'Plan fantôme',
      partAcompte: 40,
      nombreMensualites: 2,
      parcelleIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.parcelleIds).toBe(PLAN_MESSAGES.unknownPlots);

    const shape = await send('PATCH', `/plans-paiement/${plan.id}`, admin, { partAcompte: 100 });
    expect(shape.statusCode).toBe(400);
    expect(shape.json().errors.nombreMensualites).toMatch(/100 %/);
    const bad = await send('POST', '/plans-paiement', admin, { nom: 'x', partAcompte: 0 });
    expect(bad.statusCode).toBe(400);
  });

  it('protects the cash plan: never deactivated, deleted or changed away from 100 %', async () => {
    const cash = (await plansOf('/plans-paiement')).find((p) => p.comptant)!;
    for (const patch of [
      { actif: false },
      { partAcompte: 50, nombreMensualites: 3 },
      { categories: ['MALAIKA_3'] },
    ]) {
      const res = await send('PATCH', `/plans-paiement/${cash.id}`, admin, patch);
      expect(res.statusCode, JSON.stringify(patch)).toBe(409);
      expect(res.json().message).toBe(PLAN_MESSAGES.cashProtected);
    }
    const removed = await send('DELETE', `/plans-paiement/${cash.id}`, admin);
    expect(removed.statusCode).toBe(409);
    expect((await plansOf('/plans-paiement')).find((p) => p.comptant)).toMatchObject({ actif: true });
  });

  it('refuses to delete a plan a reservation uses (409) and answers 404 for an unknown one', async () => {
    const plan = await createPlan(t.app, admin);
    await reserveWithPlan(t.app, await createUser(t.app, db()), (await freePlot(db())).id, plan.id);
    const res = await send('DELETE', `/plans-paiement/${plan.id}`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PLAN_MESSAGES.inUse);
    expect(
      (await send('DELETE', '/plans-paiement/00000000-0000-4000-8000-000000000000', admin)).statusCode,
    ).toBe(404);
    expect((await send('PATCH', '/plans-paiement/nope', admin, { ordre: 1 })).statusCode).toBe(404);
  });

  it('is for administrators only', async () => {
    const payload = { nom: 'Plan interdit', partAcompte: 40, nombreMensualites: 2 };
    expect((await send('POST', '/plans-paiement', agent, payload)).statusCode).toBe(403);
    expect((await send('POST', '/plans-paiement', buyer, payload)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: api('/plans-paiement'), payload })).statusCode).toBe(
      401,
    );
    expect((await get('/plans-paiement/admin', agent)).statusCode).toBe(403);
  });
});

describe('POST /reservations with a plan', () => {
  it('writes the plan and its schedule: 7 instalments adding up to the price', async () => {
    const plot = await freePlot(db());
    const plan = (await plansOf('/plans-paiement')).find((p) => p.nom === '30 % puis 6 mensualités')!;
    const someone = await createUser(t.app, db());
    const r = await reserveWithPlan(t.app, someone, plot.id, plan.id);
    expect(r.echeancier).toHaveLength(7);
    expect(cents(r.echeancier)).toBe(plot.prixCents);
    expect(r.echeancier[0]!.dateEcheance).toBe(lubumbashiDay(Date.now() + t.config.holdMs));
    // The mail says what is due now: the deposit, its amount and its day (issue 25).
    const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.destinataire, someone.email));
    const deposit = formatMoney(r.echeancier[0]!.montant);
    const row = mail!.texte.split('\n').find((line) => line.startsWith('- À payer maintenant'));
    expect(row).toMatch(/\(Acompte\), avant le \d+ \S+ \d{4}$/);
    expect(row!.replace(/\s/g, ' ')).toContain(`${deposit.replace(/\s/g, ' ')} (Acompte)`);
    const seen = await get(`/reservations/${r.id}`, admin);
    expect(seen.json().data.plan).toEqual({ id: plan.id, nom: plan.nom });
  });

  it('uses the cash plan when none is given', async () => {
    const plot = await freePlot(db());
    const r = await reserveWithPlan(t.app, await createUser(t.app, db()), plot.id);
    expect(r.echeancier).toHaveLength(1);
    expect(cents(r.echeancier)).toBe(plot.prixCents);
  });

  it('refuses an unknown, inactive or not offered plan with 422 on planId, holding nothing', async () => {
    const { a, b } = await plotsOfTwoCategories();
    const inactive = await createPlan(t.app, admin, { actif: false });
    const elsewhere = await createPlan(t.app, admin, { categories: [b.categorie] });
    for (const planId of ['00000000-0000-4000-8000-000000000000', 'abc', inactive.id, elsewhere.id]) {
      const res = await t.app.inject({
        method: 'POST',
        url: api('/reservations'),
        headers: buyer.headers,
        payload: { parcelleId: a.id, planId },
      });
      expect(res.statusCode, planId).toBe(422);
      expect(res.json().errors.planId).toBe("Ce plan de paiement n'est pas proposé pour cette parcelle");
    }
    const [plot] = await db()
      .select({ statut: parcelles.statut })
      .from(parcelles)
      .where(eq(parcelles.id, a.id));
    expect(plot!.statut).toBe('DISPONIBLE');
  });

  it('keeps its schedule and plan name when the plan changes later', async () => {
    const plan = await createPlan(t.app, admin, { partAcompte: 40, nombreMensualites: 3 });
    const r = await reserveWithPlan(t.app, await createUser(t.app, db()), (await freePlot(db())).id, plan.id);
    const edited = await send('PATCH', `/plans-paiement/${plan.id}`, admin, {
      nom: `${plan.nom} (nouveau)`,
      partAcompte: 100,
      nombreMensualites: 0,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const seen = (await get(`/reservations/${r.id}`, admin)).json().data;
    expect(seen.echeancier).toEqual(r.echeancier);
    expect(seen.plan.nom).toBe(plan.nom);
  });

  it('answers a retry with the same Idempotency-Key with the same reservation', async () => {
    const plan = await createPlan(t.app, admin);
    const plot = await freePlot(db());
    const someone = await createUser(t.app, db());
    const call = () =>
      t.app.inject({
        method: 'POST',
        url: api('/reservations'),
        headers: { ...someone.headers, 'idempotency-key': `plan-${plan.id}` },
        payload: { parcelleId: plot.id, planId: plan.id },
      });
    const first = await call();
    const second = await call();
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().data.id).toBe(first.json().data.id);
    expect(second.json().data.echeancier).toHaveLength(7);
  });

  it('applies validated payments to the oldest instalment first', async () => {
    const someone = await createUser(t.app, db());
    const plan = await createPlan(t.app, admin, { partAcompte: 30, nombreMensualites: 6 });
    const r = await reserveWithPlan(t.app, someone, (await freePlot(db())).id, plan.id);
    const [deposit, second] = r.echeancier;
    await payAndValidate(t.app, someone, admin, r.id, deposit!.montant);
    await payAndValidate(t.app, someone, admin, r.id, 10);
    const seen = (await get(`/reservations/${r.id}`, someone)).json().data;
    expect(seen.statut).toBe('VALIDEE');
    expect(seen.echeancier[0]).toMatchObject({ montantPaye: deposit!.montant, statut: 'PAYEE' });
    expect(seen.echeancier[1]).toMatchObject({
      montantPaye: 10,
      statut: 'PARTIELLE',
      montant: second!.montant,
    });
    expect(seen.echeancier.slice(2).every((e: { montantPaye: number }) => e.montantPaye === 0)).toBe(true);
    expect(seen.enRetard).toBe(false);
    // The export says the plan, the next instalment (its day, what remains on it) and what is late.
    const csv = await get(
      `/reservations/export?format=csv&lot=${encodeURIComponent(seen.parcelle.numeroLot)}`,
      admin,
    );
    const [header, ...lines] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    const line = lines.find((l) => l.startsWith(`"${seen.reference}";`));
    const cell = (name: string) => line!.split(';')[header!.split(';').indexOf(`"${name}"`)];
    expect(cell('Plan de paiement')).toBe(`"${plan.nom}"`);
    expect(cell('Prochaine échéance')).toBe(second!.dateEcheance.split('-').reverse().join('/'));
    expect(cell('Montant de la prochaine échéance (USD)')).toBe(
      (second!.montant - 10).toFixed(2).replace('.', ','),
    );
    expect(cell('Montant en retard (USD)')).toBe('0,00');
  });
});

describe('an ended reservation (issue 25)', () => {
  it('owes nothing more: no instalment late or to come, what was paid kept', async () => {
    const someone = await createUser(t.app, db());
    const plan = await createPlan(t.app, admin, { partAcompte: 30, nombreMensualites: 6 });
    const cancelled = await reserveWithPlan(t.app, someone, (await freePlot(db())).id, plan.id);
    const lapsed = await reserveWithPlan(t.app, someone, (await freePlot(db())).id, plan.id);
    // Their deposits were due yesterday: late while the reservations run.
    const yesterday = lubumbashiDay(new Date(Date.now() - DAY));
    await db()
      .update(echeances)
      .set({ dateEcheance: yesterday })
      .where(and(inArray(echeances.reservationId, [cancelled.id, lapsed.id]), eq(echeances.numero, 1)));
    const running = (await get(`/reservations/${cancelled.id}`, someone)).json().data;
    expect(running.echeancier[0].statut).toBe('EN_RETARD');

    expect((await send('DELETE', `/reservations/${cancelled.id}`, someone)).statusCode).toBe(200);
    await db()
      .update(reservations)
      .set({ dateExpiration: new Date(Date.now() - DAY) })
      .where(eq(reservations.id, lapsed.id));
    for (const [id, statut] of [
      [cancelled.id, 'ANNULEE'],
      [lapsed.id, 'EXPIREE'],
    ] as const) {
      for (const user of [someone, admin]) {
        const seen = (await get(`/reservations/${id}`, user)).json().data;
        expect(seen.statut).toBe(statut);
        expect(seen.enRetard).toBe(false);
        expect(seen.echeancier.map((e: { statut: string }) => e.statut)).toEqual(Array(7).fill('ANNULEE'));
      }
    }
  });
});

describe('PATCH /reservations/{id}/echeances/{numero}', () => {
  async function validatedOnPlan() {
    const someone = await createUser(t.app, db());
    const plan = await createPlan(t.app, admin);
    const r = await reserveWithPlan(t.app, someone, (await freePlot(db())).id, plan.id);
    await payAndValidate(t.app, someone, admin, r.id, r.echeancier[0]!.montant);
    return { someone, r };
  }
  const move = (id: string, numero: number | string, dateEcheance: string, user = admin) =>
    send('PATCH', `/reservations/${id}/echeances/${numero}`, user, {
      dateEcheance,
      commentaire: 'Délai accordé',
    });

  it('moves one due date within the schedule, resets its reminders and tells the buyer', async () => {
    const { someone, r } = await validatedOnPlan();
    const [, , third, fourth] = r.echeancier;
    await db()
      .update(echeances)
      .set({ rappelAvantLe: new Date(), signaleLe: new Date() })
      .where(and(eq(echeances.reservationId, r.id), eq(echeances.numero, 3)));
    const target = fourth!.dateEcheance;
    const res = await move(r.id, 3, target);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.echeancier[2].dateEcheance).toBe(target);
    const [row] = await db()
      .select()
      .from(echeances)
      .where(and(eq(echeances.reservationId, r.id), eq(echeances.numero, 3)));
    expect(row).toMatchObject({
      dateEcheance: target,
      rappelAvantLe: null,
      rappelJourLe: null,
      signaleLe: null,
    });
    const notes = await db().select().from(notifications).where(eq(notifications.userId, someone.id));
    expect(notes.map((n) => n.titre)).toContain('Échéance reportée');
    // Instalment 3 named as on the screens (issue 23).
    expect(notes.find((n) => n.titre === 'Échéance reportée')?.message).toMatch(
      /^L’échéance « Mensualité 2 »/,
    );
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.destinataire, someone.email));
    expect(
      mails.some((m) => m.sujet.startsWith('Mensualité 2 du lot') && m.texte.includes('Délai accordé')),
    ).toBe(true);
    const [audit] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entiteId, r.id), eq(auditEvents.action, 'ECHEANCE_REPORTEE')));
    expect(audit).toMatchObject({
      avant: { dateEcheance: third!.dateEcheance },
      apres: { dateEcheance: target },
    });
  });

  it('keeps the schedule in order and out of the past (422), 404 for no such instalment', async () => {
    const { r } = await validatedOnPlan();
    const [, second, third, fourth] = r.echeancier;
    const dayBefore = (day: string) => lubumbashiDay(new Date(`${day}T12:00:00Z`).getTime() - DAY);
    const dayAfter = (day: string) => lubumbashiDay(new Date(`${day}T12:00:00Z`).getTime() + DAY);
    for (const date of [dayBefore(second!.dateEcheance), dayAfter(fourth!.dateEcheance), '2020-01-01']) {
      const res = await move(r.id, 3, date);
      expect(res.statusCode, date).toBe(422);
      expect(res.json().errors.dateEcheance).toMatch(/date/);
    }
    expect((await get(`/reservations/${r.id}`, admin)).json().data.echeancier[2].dateEcheance).toBe(
      third!.dateEcheance,
    );
    expect((await move(r.id, 99, fourth!.dateEcheance)).statusCode).toBe(404);
    expect((await move(r.id, 'x', fourth!.dateEcheance)).statusCode).toBe(404);
    expect((await move(r.id, 3, '2026-02-30x')).statusCode).toBe(400);
    expect((await move(r.id, 3, fourth!.dateEcheance, agent)).statusCode).toBe(403);
  });

  it('moves a pending deposit with the hold when staff extend it', async () => {
    const plan = await createPlan(t.app, admin);
    const r = await reserveWithPlan(t.app, await createUser(t.app, db()), (await freePlot(db())).id, plan.id);
    const res = await send('POST', `/reservations/${r.id}/extend`, admin, { days: 3 });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.echeancier[0].dateEcheance).toBe(lubumbashiDay(data.dateExpiration));
    expect(data.echeancier[0].dateEcheance).not.toBe(r.echeancier[0]!.dateEcheance);
    expect(data.echeancier.slice(1)).toEqual(r.echeancier.slice(1));
  });

  it('leaves a pending deposit to the hold (409)', async () => {
    const plan = await createPlan(t.app, admin);
    const r = await reserveWithPlan(t.app, await createUser(t.app, db()), (await freePlot(db())).id, plan.id);
    const res = await move(r.id, 1, r.echeancier[1]!.dateEcheance);
    expect(res.statusCode).toBe(409);
  });
});

describe('the OpenAPI document', () => {
  it('describes the plan calls, their query and the due-date move', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/plans-paiement',
        '/api/v1/plans-paiement/admin',
        '/api/v1/plans-paiement/{id}',
        '/api/v1/reservations/{id}/echeances/{numero}',
      ]),
    );
    const list = doc.paths['/api/v1/plans-paiement'];
    expect(list.get.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['parcelleId', 'prix']);
    expect(list.post.requestBody.content['application/json'].schema.properties).toHaveProperty('partAcompte');
    expect(doc.paths['/api/v1/reservations'].get.parameters.map((p: { name: string }) => p.name)).toContain(
      'enRetard',
    );
  });
});
