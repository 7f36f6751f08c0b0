// Issue 26, books for the accountant: the payments and receipts of a period as CSV for a French
// spreadsheet and its PDF summary, checked against a fixture whose totals are computed by hand:
// four validated payments of every method (two matched to statement lines of two accounts), a
// rejected one, a cancelled one, one validated before the period and one after it. ADMIN only; a
// bad period is a 400 in French.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateCell } from '@parcelles/shared/format';
import { comptesEncaissement, lignesReleve, recus, releves, users } from '../../db/schema/index';
import { localDay } from '../../lib/calendar';
import { parseCsv } from '../../lib/csv';
import { createUsers, signIn, type TestUser } from '../../../test/accounts';
import { createTestApp, MANY_PROOFS, type TestApp } from '../../../test/build-app';
import { movableClock } from '../../../test/clock';
import { flat, pdfText } from '../../../test/pdf';
import {
  createReservation,
  insertValidatedPayment,
  pngBytes,
  type ReservationFixture,
} from '../../../test/reservation-fixtures';
import { api, requests } from '../../../test/requests';
import { exportPaiements } from './use-cases/export-paiements';
import { exportRecus } from './use-cases/export-recus';

const DAY = 24 * 3_600_000;
const clock = movableClock();
let t: TestApp;
let awa: TestUser, jean: TestUser, grace: TestUser, agent: TestUser, admin: TestUser;
let ra: ReservationFixture, rb: ReservationFixture, rc: ReservationFixture;
/** Today and tomorrow in Lubumbashi: the fixture is written now, whatever the hour. */
let du: string, au: string;
let proofs = 0;

const db = () => t.database.db;
const { get, post, postForm } = requests(() => t.app);
const period = (path: string, from = du, to = au) => `/admin/comptabilite/${path}?du=${from}&au=${to}`;

async function declare(
  buyer: TestUser,
  reservationId: string,
  montant: string,
  fields: Record<string, string> = { methode: 'ESPECES' },
) {
  const res = await postForm(buyer, '/paiements/soumettre-preuve', { reservationId, montant, ...fields }, [
    { name: 'preuves', filename: 'preuve.png', contentType: 'image/png', data: await pngBytes(++proofs) },
  ]);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as string;
}

async function validate(paiementId: string) {
  const res = await post(admin, `/paiements/${paiementId}/valider`, {});
  expect(res.statusCode, res.body).toBe(200);
}

const csvOf = (body: string) => parseCsv(body, ';');

/** A credit line of `compte`'s statement, matched to the payment (as the matching would link it). */
async function matchedLine(
  compte: { nom: string; type: string; operateur?: string },
  paiementId: string,
  libelle: string,
  montantCents: number,
) {
  const [account] = await db()
    .insert(comptesEncaissement)
    .values(compte)
    .returning({ id: comptesEncaissement.id });
  const [statement] = await db()
    .insert(releves)
    .values({
      compteId: account!.id,
      nomFichier: 'releve.csv',
      format: 'CSV',
      empreinte: paiementId,
      lignes: 1,
      nouvelles: 1,
      doublons: 0,
    })
    .returning({ id: releves.id });
  await db()
    .insert(lignesReleve)
    .values({
      releveId: statement!.id,
      compteId: account!.id,
      cleDoublon: `ref:${paiementId}`,
      numeroLigne: 2,
      dateOperation: du,
      montantCents,
      sens: 'CREDIT',
      devise: 'USD',
      libelle,
      statut: 'RAPPROCHEE',
      paiementId,
      rapprochement: 'REFERENCE',
    });
}

beforeAll(async () => {
  t = await createTestApp(MANY_PROOFS, { clock });
  [awa, jean, grace, agent, admin] = await createUsers(
    t.app,
    db(),
    'ACHETEUR',
    'ACHETEUR',
    'ACHETEUR',
    'AGENT',
    'ADMIN',
  );
  // Names as receipts keep them; one a spreadsheet would run as a formula.
  await db().update(users).set({ nom: 'Awa Mbuyi' }).where(eq(users.id, awa.id));
  await db().update(users).set({ nom: '=Jean Ilunga' }).where(eq(users.id, jean.id));
  await db().update(users).set({ nom: 'Grâce Kalenga' }).where(eq(users.id, grace.id));
  await db().update(users).set({ nom: 'Chantal Admin' }).where(eq(users.id, admin.id));
  du = localDay(clock.now());
  au = localDay(new Date(clock.now().getTime() + DAY));

  ra = await createReservation(db(), awa.id, { montantTotalCents: 1_000_000 });
  rb = await createReservation(db(), jean.id, { montantTotalCents: 1_000_000 });
  rc = await createReservation(db(), grace.id, { montantTotalCents: 1_000_000 });

  // Before the period: validated 40 days ago (written as an old payment would be).
  await insertValidatedPayment(db(), {
    reservationId: ra.id,
    userId: awa.id,
    dollars: 700,
    at: new Date(clock.now().getTime() - 40 * DAY),
  });

  // In the period, in this order: two validated, a rejected one, two validated, a cancelled one.
  const transfer = await declare(awa, ra.id, '1250.50', {
    methode: 'VIREMENT_BANCAIRE',
    referencePaiement: 'VIR-001',
  });
  await validate(transfer);
  await matchedLine(
    { nom: 'Rawbank USD', type: 'BANQUE' },
    transfer,
    `VIR ${ra.reference} AWA MBUYI`,
    125_050,
  );
  await validate(await declare(awa, ra.id, '300'));
  const rejected = await declare(jean, rb.id, '500', {
    methode: 'VIREMENT_BANCAIRE',
    referencePaiement: 'VIR-002',
  });
  expect(
    (await post(admin, `/paiements/${rejected}/rejeter`, { commentaireAdmin: 'Montant illisible' }))
      .statusCode,
  ).toBe(200);
  const mpesa = await declare(jean, rb.id, '450.25', {
    methode: 'MOBILE_MONEY',
    operateur: 'MPESA',
    referencePaiement: 'MP26ABC123',
  });
  await validate(mpesa);
  await matchedLine(
    { nom: 'M-Pesa Business', type: 'MOBILE_MONEY', operateur: 'MPESA' },
    mpesa,
    'MP26ABC123 =cmd|calc',
    45_025,
  );
  await validate(
    await declare(jean, rb.id, '99.99', {
      methode: 'MOBILE_MONEY',
      operateur: 'ORANGE_MONEY',
      referencePaiement: 'OM-77',
    }),
  );
  await declare(grace, rc.id, '200');
  const ended = await post(admin, `/reservations/${rc.id}/rejeter`, { commentaire: 'Dossier incomplet' });
  expect(ended.statusCode, ended.body).toBe(200);

  // After the period: declared now, validated 40 days later.
  const later = await declare(jean, rb.id, '800');
  clock.advance(40 * DAY);
  // Sessions do not last 40 days.
  [admin, agent, awa] = await Promise.all([signIn(t.app, admin), signIn(t.app, agent), signIn(t.app, awa)]);
  await validate(later);
});
afterAll(() => t?.close());

describe('GET /admin/comptabilite/paiements.csv', () => {
  it('is a CSV for a French spreadsheet, named after its period', async () => {
    const res = await get(admin, period('paiements.csv'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="paiements-${du}_${au}.csv"`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(res.body.endsWith('\r\n')).toBe(true);
    expect(res.body.split('\r\n')[0]).toBe(
      "\uFEFFN° de reçu;Date;Statut;Acheteur;Réservation;Lot;Méthode;Opérateur;Référence;Montant (USD);Traité par;Ligne de relevé;Compte d'encaissement",
    );
  });

  it('lists the validated payments of the period in order, then the rejected and cancelled ones', async () => {
    const [, ...rows] = csvOf((await get(admin, period('paiements.csv'))).body);
    const days = new Set([dateCell(du), dateCell(au)]);
    for (const row of rows) expect(days).toContain(row[1]);
    expect(rows.map((r) => [r[0], ...r.slice(2)])).toEqual([
      [
        '1',
        'Validé',
        'Awa Mbuyi',
        ra.reference,
        ra.numeroLot,
        'Virement bancaire',
        '',
        'VIR-001',
        '1250,50',
        'Chantal Admin',
        `${dateCell(du)} VIR ${ra.reference} AWA MBUYI`,
        'Rawbank USD',
      ],
      [
        '2',
        'Validé',
        'Awa Mbuyi',
        ra.reference,
        ra.numeroLot,
        'Espèces',
        '',
        '',
        '300,00',
        'Chantal Admin',
        '',
        '',
      ],
      [
        '3',
        'Validé',
        "'=Jean Ilunga",
        rb.reference,
        rb.numeroLot,
        'Mobile money',
        'M-Pesa',
        'MP26ABC123',
        '450,25',
        'Chantal Admin',
        `${dateCell(du)} MP26ABC123 =cmd|calc`,
        'M-Pesa Business',
      ],
      [
        '4',
        'Validé',
        "'=Jean Ilunga",
        rb.reference,
        rb.numeroLot,
        'Mobile money',
        'Orange Money',
        'OM-77',
        '99,99',
        'Chantal Admin',
        '',
        '',
      ],
      [
        '',
        'Rejeté',
        "'=Jean Ilunga",
        rb.reference,
        rb.numeroLot,
        'Virement bancaire',
        '',
        'VIR-002',
        '500,00',
        'Chantal Admin',
        '',
        '',
      ],
      ['', 'Annulé', 'Grâce Kalenga', rc.reference, rc.numeroLot, 'Espèces', '', '', '200,00', '', '', ''],
    ]);
    // The validated amounts add up to the summary's total, computed by hand: 2 100,74.
    const cents = rows
      .filter((r) => r[2] === 'Validé')
      .reduce((sum, r) => sum + Math.round(Number(r[9]!.replace(',', '.')) * 100), 0);
    expect(cents).toBe(210_074);
  });

  it('dates a payment by its validation: the one validated 40 days later is in its own period', async () => {
    const later = localDay(clock.now());
    const [, ...rows] = csvOf((await get(admin, period('paiements.csv', later, later))).body);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.slice(0, 3)).toEqual(['5', dateCell(later), 'Validé']);
    expect(rows[0]![9]).toBe('800,00');
    const before = localDay(new Date(Date.now() - 40 * DAY));
    const [, ...old] = csvOf((await get(admin, period('paiements.csv', before, before))).body);
    expect(old.map((r) => [r[0], r[2], r[9]])).toEqual([['', 'Validé', '700,00']]);
  });

  it('reads the payments a page at a time and writes the same file', async () => {
    const whole = (await get(admin, period('paiements.csv'))).body;
    const file = await exportPaiements({ db: db(), clock, pageSize: 2 }, { du, au });
    const chunks: string[] = [];
    for await (const chunk of file.chunks) chunks.push(chunk);
    expect(chunks).toHaveLength(4); // the header, then three pages of two
    expect(chunks.join('')).toBe(whole);
  });

  it('answers a file with only its header for a period without payments', async () => {
    const res = await get(admin, period('paiements.csv', '2020-01-01', '2020-01-31'));
    expect(res.statusCode).toBe(200);
    expect(csvOf(res.body)).toHaveLength(1);
  });
});

describe('GET /admin/comptabilite/recus.csv', () => {
  it('lists the receipts issued in the period in number order, as each receipt says it', async () => {
    const res = await get(admin, period('recus.csv'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="recus-${du}_${au}.csv"`);
    const [header, ...rows] = csvOf(res.body);
    expect(header![0]).toBe('N° de reçu');
    expect(rows.map((r) => [r[0], r[2], r[3], r[6], r[7], r[8], r[9], r[12]])).toEqual([
      ['1', 'Validé', 'Awa Mbuyi', 'Virement bancaire', '', 'VIR-001', '1250,50', 'Rawbank USD'],
      ['2', 'Validé', 'Awa Mbuyi', 'Espèces', '', '', '300,00', ''],
      ['3', 'Validé', "'=Jean Ilunga", 'Mobile money', 'M-Pesa', 'MP26ABC123', '450,25', 'M-Pesa Business'],
      ['4', 'Validé', "'=Jean Ilunga", 'Mobile money', 'Orange Money', 'OM-77', '99,99', ''],
    ]);
    const later = localDay(clock.now());
    const [, ...next] = csvOf((await get(admin, period('recus.csv', later, later))).body);
    expect(next.map((r) => r[0])).toEqual(['5']);
  });

  it('pages by number and writes the same file', async () => {
    const whole = (await get(admin, period('recus.csv'))).body;
    const file = await exportRecus({ db: db(), clock, pageSize: 3 }, { du, au });
    let joined = '';
    for await (const chunk of file.chunks) joined += chunk;
    expect(joined).toBe(whole);
  });
});

describe('GET /admin/comptabilite/synthese.pdf', () => {
  it('sums the validated payments by method and by account, and keeps the others apart', async () => {
    const res = await get(admin, period('synthese.pdf'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="synthese-${du}_${au}.pdf"`);
    const text = flat(await pdfText(res.rawPayload));
    expect(text).toMatch(/Synthèse comptable du \d{1,2} \S+ \d{4} au \d{1,2} \S+ \d{4}/);
    expect(text).toContain('4 paiements validés sur la période, pour un total de 2 100,74 $US');
    expect(text).toMatch(/Virement bancaire 1 1 250,50 \$US/);
    expect(text).toMatch(/Espèces 1 300,00 \$US/);
    expect(text).toMatch(/Mobile money — M-Pesa 1 450,25 \$US/);
    expect(text).toMatch(/Mobile money — Orange Money 1 99,99 \$US/);
    expect(text).toMatch(/Mobile money — Airtel Money 0 0,00 \$US/);
    expect(text).toMatch(
      /M-Pesa Business 1 450,25 \$US Rawbank USD 1 1 250,50 \$US Sans relevé 2 399,99 \$US Total 4 2 100,74 \$US/,
    );
    expect(text).toContain('Reçus émis : 4, pour un total de 2 100,74 $US.');
    expect(text).toContain('Premier reçu : N° 000001 — dernier reçu : N° 000004.');
    expect(text).toContain('La numérotation des reçus est continue, sans trou');
    expect(text).toContain('Contrôle : aucun numéro manquant jusqu’au N° 000004.');
    expect(text).toMatch(/Rejetés et annulés \(tenus à part\).*Rejeté 1 500,00 \$US Annulé 1 200,00 \$US/);
    expect(text).not.toContain('Attention');
  });

  it('says so when the period has no receipt', async () => {
    const text = flat(
      await pdfText((await get(admin, period('synthese.pdf', '2020-01-01', '2020-12-31'))).rawPayload),
    );
    expect(text).toContain('0 paiement validé sur la période, pour un total de 0,00 $US');
    expect(text).toContain('Aucun reçu émis sur la période.');
  });
});

describe('who may download the books, and for which periods', () => {
  it.each(['paiements.csv', 'recus.csv', 'synthese.pdf'])('%s: ADMIN only', async (file) => {
    expect((await get(agent, period(file))).statusCode).toBe(403);
    expect((await get(awa, period(file))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: api(period(file)) })).statusCode).toBe(401);
  });

  it.each([
    ['', { du: 'La date de début est obligatoire', au: 'La date de fin est obligatoire' }],
    ['du=2026-11-01', { au: 'La date de fin est obligatoire' }],
    ['du=2026-02-30&au=2026-03-31', { du: 'La date de début doit être une date valide (AAAA-MM-JJ)' }],
    ['du=01/11/2026&au=2026-11-30', { du: 'La date de début doit être une date valide (AAAA-MM-JJ)' }],
    [
      'du=2026-11-30&au=2026-11-01',
      { au: 'La date de fin doit être postérieure ou égale à la date de début' },
    ],
    ['du=2026-01-01&au=2027-01-02', { au: 'La période ne peut pas dépasser 366 jours' }],
  ])('refuses ?%s with a French 400', async (query, errors) => {
    for (const file of ['paiements.csv', 'recus.csv', 'synthese.pdf']) {
      const res = await get(admin, `/admin/comptabilite/${file}?${query}`);
      expect(res.statusCode, `${file}?${query}`).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', errors });
      expect(res.json().message).toMatch(/\S/);
    }
  });

  it('documents the three files and their period in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    for (const file of ['paiements.csv', 'recus.csv', 'synthese.pdf']) {
      const route = doc.paths[`/api/v1/admin/comptabilite/${file}`].get;
      expect(route.tags).toEqual(['Comptabilité']);
      expect(route.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`).sort()).toEqual([
        'query:au',
        'query:du',
      ]);
    }
  });

  it('takes a whole leap year (366 days)', async () => {
    expect((await get(admin, '/admin/comptabilite/recus.csv?du=2028-01-01&au=2028-12-31')).statusCode).toBe(
      200,
    );
  });
});

// Last: it breaks the sequence on purpose.
describe('the receipts’ numbering', () => {
  it('flags a missing number and a validated payment without its receipt', async () => {
    await db().delete(recus).where(eq(recus.numero, 2));
    const text = flat(await pdfText((await get(admin, period('synthese.pdf'))).rawPayload));
    expect(text).toContain('Reçus émis : 3, pour un total de 1 800,74 $US.');
    expect(text).toContain('Attention, numéros manquants : N° 000002.');
    expect(text).toContain('Attention : 1 paiement validé sur la période sans reçu.');
  });
});
