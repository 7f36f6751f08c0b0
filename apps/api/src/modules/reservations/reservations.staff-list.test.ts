// The staff's list of reservations and its export: filters (with the French 400s of bad values),
// server-side sorting and paging, and the bytes of the CSV a French spreadsheet opens.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paiements, reservations, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createUsers, type TestUser } from '../../../test/accounts';
import { createReservation, type ReservationFixture } from '../../../test/reservation-fixtures';

const HOUR = 3_600_000;
let t: TestApp;
let admin: TestUser, amani: TestUser, beatrice: TestUser;
let soon: ReservationFixture;
let later: ReservationFixture;
let validated: ReservationFixture;
let lapsed: ReservationFixture;
let paused: ReservationFixture;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  [admin, amani, beatrice] = await createUsers(t.app, db, 'ADMIN', 'ACHETEUR', 'ACHETEUR');
  await db.update(users).set({ nom: 'Amani Kalenga' }).where(eq(users.id, amani.id));
  await db.update(users).set({ nom: 'Béatrice Ilunga' }).where(eq(users.id, beatrice.id));
  const now = Date.now();
  soon = await createReservation(db, amani.id, {
    montantTotalCents: 500_000,
    dateExpiration: new Date(now + 5 * HOUR),
  });
  later = await createReservation(db, amani.id, {
    montantTotalCents: 2_000_050,
    dateExpiration: new Date(now + 60 * HOUR),
  });
  validated = await createReservation(db, beatrice.id, { montantTotalCents: 1_000_000, statut: 'VALIDEE' });
  lapsed = await createReservation(db, beatrice.id, {
    montantTotalCents: 750_000,
    dateExpiration: new Date(now - HOUR),
  });
  // Past its date, but a proof under review pauses the expiry: still pending (DESIGN.md §4).
  paused = await createReservation(db, beatrice.id, {
    montantTotalCents: 900_000,
    dateExpiration: new Date(now - 2 * HOUR),
  });
  await db.insert(paiements).values([
    {
      reservationId: paused.id,
      userId: beatrice.id,
      montantCents: 100_000,
      methode: 'ESPECES',
      statut: 'SOUMIS',
    },
    {
      reservationId: validated.id,
      userId: beatrice.id,
      montantCents: 250_000,
      methode: 'VIREMENT_BANCAIRE',
      statut: 'VALIDE',
    },
  ]);
  // Distinct reservation dates, oldest first in this order.
  const order = [validated, lapsed, paused, soon, later];
  for (const [i, r] of order.entries()) {
    await db
      .update(reservations)
      .set({ dateReservation: new Date(now - (10 - i) * 24 * HOUR) })
      .where(eq(reservations.id, r.id));
  }
});
afterAll(() => t?.close());

const get = (url: string, user: TestUser = admin) =>
  t.app.inject({ url: `/api/v1${url}`, headers: user.headers });
const refs = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.reservations as { reference: string }[]).map((r) => r.reference);
};

describe('GET /reservations for staff', () => {
  it('lists every buyer’s reservations, newest first, with the buyer, the contact and the amounts', async () => {
    const res = await get('/reservations?limit=2');
    expect(res.statusCode).toBe(200);
    const { reservations: rows, pagination } = res.json().data;
    expect(pagination).toEqual({ page: 1, limit: 2, total: 5, pages: 3 });
    expect(rows.map((r: { reference: string }) => r.reference)).toEqual([later.reference, soon.reference]);
    expect(rows[0]).toMatchObject({
      statut: 'EN_ATTENTE',
      montantTotal: 20_000.5,
      montantRestant: 20_000.5,
      parcelle: { numeroLot: later.numeroLot },
      acheteur: { nom: 'Amani Kalenga', email: amani.email },
      contact: { email: amani.email },
    });
    expect(await refs('/reservations?page=3&limit=2')).toEqual([validated.reference]);
  });

  it('filters by status as buyers read it: a hold past its date is expired unless a proof is under review', async () => {
    expect(await refs('/reservations?statut=EXPIREE')).toEqual([lapsed.reference]);
    expect(await refs('/reservations?statut=EN_ATTENTE')).toEqual([
      later.reference,
      soon.reference,
      paused.reference,
    ]);
    expect(await refs('/reservations?statut=VALIDEE')).toEqual([validated.reference]);
  });

  it('filters the holds expiring within N hours, by buyer (name, e-mail) and by lot', async () => {
    expect(await refs('/reservations?expireDansHeures=24')).toEqual([soon.reference]);
    expect(await refs('/reservations?expireDansHeures=72')).toEqual([later.reference, soon.reference]);
    expect(await refs('/reservations?acheteur=kalenga')).toEqual([later.reference, soon.reference]);
    expect(
      await refs(`/reservations?acheteur=${encodeURIComponent(beatrice.email.toUpperCase())}`),
    ).toHaveLength(3);
    expect(await refs(`/reservations?lot=${encodeURIComponent(lapsed.numeroLot.toLowerCase())}`)).toEqual([
      lapsed.reference,
    ]);
    expect(await refs(`/reservations?search=${soon.reference}`)).toEqual([soon.reference]);
    // A transfer quoting the spec's first form, 'RES-' + the id's last 8 characters, still finds
    // its reservation (issue 25), whatever the letter case and spaces on the statement.
    const oldForm = `RES-${soon.id.slice(-8)}`;
    expect(await refs(`/reservations?search=${oldForm}`)).toEqual([soon.reference]);
    expect(await refs(`/reservations?search=${encodeURIComponent(` ${oldForm.toUpperCase()} `)}`)).toEqual([
      soon.reference,
    ]);
    expect(await refs('/reservations?acheteur=100%25')).toEqual([]);
    // The totals count with the same filters as the page.
    const total = async (query: string) =>
      (await get(`/reservations?${query}&limit=1`)).json().data.pagination.total;
    expect(await total('acheteur=kalenga')).toBe(2);
    expect(await total(`lot=${encodeURIComponent(lapsed.numeroLot)}`)).toBe(1);
    expect(await total('statut=EN_ATTENTE')).toBe(3);
    expect(await total('expireDansHeures=72')).toBe(2);
  });

  it('sorts on the server by date, expiry, lot or amount, both ways', async () => {
    expect(await refs('/reservations?tri=dateReservation&ordre=asc')).toEqual(
      [validated, lapsed, paused, soon, later].map((r) => r.reference),
    );
    expect(await refs('/reservations?tri=montant')).toEqual(
      [soon, lapsed, paused, validated, later].map((r) => r.reference),
    );
    expect(await refs('/reservations?tri=montant&ordre=desc&limit=1')).toEqual([later.reference]);
    const byExpiry = await refs('/reservations?tri=dateExpiration&statut=EN_ATTENTE');
    expect(byExpiry).toEqual([paused.reference, soon.reference, later.reference]);
    const lots = [soon, later, validated, lapsed, paused].map((r) => r.numeroLot).sort();
    const byLot = (await get('/reservations?tri=lot&ordre=desc')).json().data.reservations;
    expect(byLot.map((r: { parcelle: { numeroLot: string } }) => r.parcelle.numeroLot)).toEqual(
      [...lots].reverse(),
    );
  });

  it('refuses bad filter values with 400 and the field’s French message', async () => {
    const cases: [string, string, string][] = [
      ['statut=PERDUE', 'statut', 'Statut invalide'],
      [
        'expireDansHeures=0',
        'expireDansHeures',
        "Le délai d'expiration doit être un nombre entier d'heures entre 1 et 720",
      ],
      [
        'expireDansHeures=douze',
        'expireDansHeures',
        "Le délai d'expiration doit être un nombre entier d'heures entre 1 et 720",
      ],
      ['tri=prix', 'tri', 'Tri invalide (dateReservation, dateExpiration, lot ou montant)'],
      ['ordre=haut', 'ordre', 'Ordre invalide (asc ou desc)'],
      ['lot=' + 'A'.repeat(31), 'lot', 'Le numéro de lot ne peut pas dépasser 30 caractères'],
      ['acheteur=%00', 'acheteur', 'Caractères non autorisés'],
      ['limit=101', 'limit', 'La limite doit être un entier entre 1 et 100'],
      // Issue 25: the filters behind the dashboard's figures (tested in dashboard.pipeline.test.ts).
      ['etape=vendue', 'etape', 'Étape invalide (reserve, acompte ou vendu)'],
      [
        'expireCetteSemaine=oui',
        'expireCetteSemaine',
        'Le filtre expireCetteSemaine doit valoir true ou false',
      ],
      [
        'venduMois=2026-13',
        'venduMois',
        'Le mois de vente doit être au format AAAA-MM (par exemple 2026-05)',
      ],
      ['venduMois=mai', 'venduMois', 'Le mois de vente doit être au format AAAA-MM (par exemple 2026-05)'],
    ];
    for (const [query, field, message] of cases) {
      for (const path of ['/reservations', '/reservations/export']) {
        const res = await get(`${path}?${query}`);
        expect(res.statusCode, `${path}?${query}`).toBe(400);
        expect(res.json(), `${path}?${query}`).toMatchObject({
          success: false,
          errors: { [field]: message },
        });
      }
    }
    const format = await get('/reservations/export?format=xlsx');
    expect(format.statusCode).toBe(400);
    expect(format.json().errors).toEqual({ format: 'Le format doit être json ou csv' });
  });
});

describe('GET /reservations/export', () => {
  it('answers JSON by default, with the list’s filters and sort', async () => {
    const res = await get('/reservations/export?acheteur=kalenga&tri=montant&ordre=desc');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().map((r: { reference: string }) => r.reference)).toEqual([
      later.reference,
      soon.reference,
    ]);
  });

  it('writes a CSV a French spreadsheet opens: BOM, French headers, `;`, numbers with a comma, readable dates', async () => {
    const res = await get(`/reservations/export?format=csv&lot=${encodeURIComponent(validated.numeroLot)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="reservations-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe(
      '"Référence";"Statut";"Lot";"Adresse";"Acheteur";"E-mail";"Téléphone";"Contact";' +
        '"E-mail du contact";"Téléphone du contact";"Date de réservation";"Date d\'expiration";' +
        '"Montant total (USD)";"Montant payé (USD)";"Reste à payer (USD)";"Plan de paiement";' +
        '"Prochaine échéance";"Montant de la prochaine échéance (USD)";"Montant en retard (USD)";' +
        '"Prix au m² (USD)";"Identifiant"',
    );
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    const cells = lines[1]!.split(';');
    expect(cells).toHaveLength(21);
    expect(cells.slice(0, 5)).toEqual([
      `"${validated.reference}"`,
      '"Validée"',
      `"${validated.numeroLot}"`,
      expect.any(String),
      '"Béatrice Ilunga"',
    ]);
    expect(cells[10]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(cells.slice(12, 15)).toEqual(['10000,00', '2500,00', '7500,00']);
    expect(cells[19]).toMatch(/^\d+,00$/);
    expect(cells[20]).toBe(`"${validated.id}"`);
  });

  /** The CSV's cells of the reservation `ref` (none of the test's cells holds a `;`). */
  async function csvRow(query: string, ref: string) {
    const res = await get(`/reservations/export?format=csv&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const line = res.body.split('\r\n').find((l) => l.startsWith(`"${ref}";`));
    expect(line, ref).toBeDefined();
    return line!.split(';');
  }

  it('writes no expiry for a validated reservation, and the pause in words while a proof is reviewed', async () => {
    const expiry = async (r: ReservationFixture) =>
      (await csvRow(`lot=${encodeURIComponent(r.numeroLot)}`, r.reference))[11];
    expect(await expiry(validated)).toBe('');
    expect(await expiry(paused)).toBe('"Délai suspendu : preuve en cours de vérification"');
    expect(await expiry(soon)).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(await expiry(lapsed)).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });

  it('writes a phone number as it is (ADR 039), and still neutralises formulas', async () => {
    const db = t.database.db;
    await db.update(users).set({ nom: '+SUM(1)', telephone: '+243812345678' }).where(eq(users.id, amani.id));
    await db
      .update(reservations)
      .set({ contactNom: '+243 81 234 5678', contactEmail: '=1+1', contactTelephone: '+243 81 234-5678' })
      .where(eq(reservations.id, soon.id));
    const cells = await csvRow(`lot=${encodeURIComponent(soon.numeroLot)}`, soon.reference);
    await db.update(users).set({ nom: 'Amani Kalenga', telephone: null }).where(eq(users.id, amani.id));
    await db
      .update(reservations)
      .set({ contactNom: 'Amani Kalenga', contactEmail: amani.email, contactTelephone: null })
      .where(eq(reservations.id, soon.id));
    // A phone as typed, with spaces or dashes, is written in its international form.
    expect([cells[6], cells[9]]).toEqual(['"+243812345678"', '"+243812345678"']);
    // Anything else that starts like a formula keeps its apostrophe, a phone in another column too.
    expect(cells[4]).toBe('"\'+SUM(1)"');
    expect(cells.slice(7, 9)).toEqual(['"\'+243 81 234 5678"', '"\'=1+1"']);
  });

  it('neutralises a cell that a spreadsheet would run as a formula', async () => {
    await t.database.db.update(users).set({ nom: '=HYPERLINK("x")' }).where(eq(users.id, amani.id));
    const res = await get('/reservations/export?format=csv&expireDansHeures=24');
    await t.database.db.update(users).set({ nom: 'Amani Kalenga' }).where(eq(users.id, amani.id));
    expect(res.body).toContain(`;"'=HYPERLINK(""x"")";`);
  });
});
