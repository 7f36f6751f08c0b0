// The staff's plot catalogue through the real app and database: create, edit and delete with the
// catalogue's rules and refusals, the history, the export and the all-or-nothing import.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Parcelle } from '@parcelles/shared/contracts/parcelles';
import type { ImportResult, ParcelleHistory } from '@parcelles/shared/contracts/parcelles-admin';
import { auditEvents, parcelleImages, parcelles } from '../../db/schema/index';
import { createStorage } from '../../plugins/storage';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createUser, type TestUser } from '../../../test/accounts';
import { createReservation, freePlot, multipart, pngBytes } from '../../../test/reservation-fixtures';

let t: TestApp;
let agent: TestUser;
let admin: TestUser;
let buyer: TestUser;
const db = () => t.database.db;
const STATUS_BY_RESERVATION =
  'Une parcelle devient « Réservée » par une réservation et « Vendue » par le paiement complet : ce statut ne peut pas être choisi ici.';

beforeAll(async () => {
  t = await createTestApp();
  [agent, admin, buyer] = await Promise.all([
    createUser(t.app, db(), 'AGENT'),
    createUser(t.app, db(), 'ADMIN'),
    createUser(t.app, db()),
  ]);
});
afterAll(() => t?.close());

let n = 0;
const lot = (prefix = 'T') => `${prefix}-${++n}-${randomUUID().slice(0, 4)}`;
const aPlot = (overrides: Record<string, unknown> = {}) => ({
  numeroLot: lot(),
  surface: 450,
  prix: 25000,
  position: { x: 12000, y: 8000 },
  statut: 'DISPONIBLE',
  categorie: 'MALAIKA_2A',
  adresse: 'Avenue des Flamboyants 12, Lubumbashi',
  description: 'Une parcelle de test',
  ...overrides,
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
function call(
  method: Method,
  url: string,
  { as = agent, body }: { as?: TestUser | null; body?: object } = {},
) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: as ? as.headers : {},
    ...(body === undefined ? {} : { payload: body }),
  });
}

async function create(overrides: Record<string, unknown> = {}): Promise<Parcelle> {
  const res = await call('POST', '/parcelles', { body: aPlot(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

function upload(content: string | Buffer, { simulation = false, name = 'parcelles.csv' } = {}) {
  const body = multipart([
    { name: 'file', filename: name, data: Buffer.isBuffer(content) ? content : Buffer.from(content) },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/parcelles/import${simulation ? '?simulation=true' : ''}`,
    headers: { ...agent.headers, ...body.headers },
    payload: body.payload,
  });
}

const countPlots = async () =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(parcelles)
  )[0]!.n;
const plotByLot = async (numeroLot: string) =>
  (await db().select().from(parcelles).where(eq(parcelles.numeroLot, numeroLot)))[0];

describe('POST /parcelles', () => {
  it('creates a plot that the public catalogue shows at once (its version moves)', async () => {
    const before = await call('GET', '/parcelles?limit=1', { as: null });
    const body = aPlot({ numeroLot: `  ${lot('NEW')}  `, surface: '450,5' });
    const res = await call('POST', '/parcelles', { body });
    expect(res.statusCode, res.body).toBe(201);
    const plot = res.json().data as Parcelle;
    expect(plot).toMatchObject({
      numeroLot: body.numeroLot.trim(),
      surface: 450.5,
      prix: 25000,
      statut: 'DISPONIBLE',
      categorie: 'MALAIKA_2A',
      position: { x: 12000, y: 8000 },
      images: [],
    });
    const pub = await call('GET', `/parcelles/${plot.id}`, { as: null });
    expect(pub.json().data).toEqual(plot);
    const after = await call('GET', '/parcelles?limit=1', { as: null });
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('answers the spec’s messages on each invalid field', async () => {
    const res = await call('POST', '/parcelles', {
      body: { numeroLot: ' ', surface: 0, prix: -3, position: { x: 'a' }, statut: 'PERDUE' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      numeroLot: 'Le numéro de lot est requis',
      surface: 'La surface doit être positive',
      prix: 'Le prix doit être positif',
      'position.x': 'La position est requise (coordonnées x, y)',
      statut: 'Statut invalide',
    });
  });

  it('refuses a position off the plan and an absurd price on their fields', async () => {
    const res = await call('POST', '/parcelles', {
      body: aPlot({ position: { x: 90000, y: 10 }, prix: 5_000_000_000 }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'position.x': 'La position doit être sur le plan (x de 0 à 80 000, y de 0 à 60 000)',
      prix: 'Le prix dépasse la limite autorisée (1 000 000 000 $)',
    });
  });

  it('refuses a surface or a price that is positive but rounds to nothing when stored', async () => {
    const res = await call('POST', '/parcelles', { body: aPlot({ surface: 4.2e-139, prix: 0.004 }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      surface: 'La surface doit être d’au moins 0,01 m²',
      prix: 'Le prix doit être d’au moins 0,01 $',
    });
  });

  it('refuses a lot number already used, whatever its letter case, with 409 on the field', async () => {
    const existing = await create();
    const res = await call('POST', '/parcelles', {
      body: aPlot({ numeroLot: existing.numeroLot.toLowerCase() }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      errors: { numeroLot: 'Ce numéro de lot est déjà utilisé par une autre parcelle.' },
    });
  });

  it('gives one winner when two requests take the same lot at once', async () => {
    const body = aPlot();
    const answers = await Promise.all([1, 2, 3].map(() => call('POST', '/parcelles', { body })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    for (const refused of answers.filter((r) => r.statusCode === 409)) {
      expect(refused.json().errors).toEqual({
        numeroLot: 'Ce numéro de lot est déjà utilisé par une autre parcelle.',
      });
    }
  });

  it.each(['RESERVEE', 'VENDUE'])(
    'refuses to create a plot %s by hand, saying how a plot gets it',
    async (statut) => {
      const before = await countPlots();
      const res = await call('POST', '/parcelles', { body: aPlot({ statut }) });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        success: false,
        message: STATUS_BY_RESERVATION,
        errors: { statut: STATUS_BY_RESERVATION },
      });
      expect(await countPlots()).toBe(before);
    },
  );

  it('is for staff: a buyer gets 403, a visitor 401', async () => {
    expect((await call('POST', '/parcelles', { as: buyer, body: aPlot() })).statusCode).toBe(403);
    expect((await call('POST', '/parcelles', { as: null, body: aPlot() })).statusCode).toBe(401);
    expect((await call('POST', '/parcelles', { as: admin, body: aPlot() })).statusCode).toBe(201);
  });
});

describe('PATCH /parcelles/{id}', () => {
  it('changes the fields sent, clears one sent empty, and the public page sees it at once', async () => {
    const plot = await create();
    const before = await call('GET', `/parcelles/${plot.id}`, { as: null });
    const res = await call('PATCH', `/parcelles/${plot.id}`, { body: { prix: 30000, adresse: '' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ prix: 30000, adresse: null, description: plot.description });
    const after = await call('GET', `/parcelles/${plot.id}`, {
      as: null,
      body: undefined,
    });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().data.prix).toBe(30000);
  });

  it('suspends an available plot and makes it available again', async () => {
    const plot = await create();
    for (const statut of ['SUSPENDUE', 'DISPONIBLE']) {
      const res = await call('PATCH', `/parcelles/${plot.id}`, { body: { statut } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.statut).toBe(statut);
    }
  });

  it('refuses to re-open or suspend a reserved plot, and to change its price', async () => {
    const r = await createReservation(db(), buyer.id);
    for (const statut of ['DISPONIBLE', 'SUSPENDUE']) {
      const res = await call('PATCH', `/parcelles/${r.parcelleId}`, { body: { statut } });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/réservée/);
      expect(res.json().errors).toHaveProperty('statut');
    }
    const price = await call('PATCH', `/parcelles/${r.parcelleId}`, { body: { prix: 1 } });
    expect(price.statusCode).toBe(409);
    expect(price.json().errors).toEqual({
      prix: 'Le prix ne peut pas changer pendant une réservation en cours : le montant dû par l’acheteur est fixé.',
    });
    // What does not touch the reservation may change.
    const text = await call('PATCH', `/parcelles/${r.parcelleId}`, {
      body: { description: 'Vue sur le lac' },
    });
    expect(text.statusCode).toBe(200);
  });

  it('refuses to re-open a sold plot or change its price', async () => {
    const plot = await create();
    await db().update(parcelles).set({ statut: 'VENDUE' }).where(eq(parcelles.id, plot.id));
    const reopen = await call('PATCH', `/parcelles/${plot.id}`, { body: { statut: 'DISPONIBLE' } });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().message).toBe(
      'Cette parcelle est vendue : elle ne peut plus être remise en vente ni suspendue.',
    );
    const price = await call('PATCH', `/parcelles/${plot.id}`, { body: { prix: 1 } });
    expect(price.json().errors).toEqual({ prix: 'Le prix d’une parcelle vendue ne peut plus changer.' });
  });

  it.each(['RESERVEE', 'VENDUE'])('refuses to set %s by hand, saying how a plot gets it', async (statut) => {
    const plot = await create();
    const res = await call('PATCH', `/parcelles/${plot.id}`, { body: { statut } });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({ statut: STATUS_BY_RESERVATION });
    expect((await call('GET', `/parcelles/${plot.id}`, { as: null })).json().data.statut).toBe('DISPONIBLE');
  });

  it('refuses another plot’s lot number with 409 on the field', async () => {
    const [a, b] = [await create(), await create()];
    const res = await call('PATCH', `/parcelles/${b.id}`, { body: { numeroLot: a.numeroLot } });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({
      numeroLot: 'Ce numéro de lot est déjà utilisé par une autre parcelle.',
    });
  });

  it('answers 404 for an unknown plot', async () => {
    expect((await call('PATCH', `/parcelles/${randomUUID()}`, { body: { prix: 1 } })).statusCode).toBe(404);
  });
});

describe('GET /parcelles/{id}/historique', () => {
  it('lists creation and edits, oldest first, with only what changed and who did it', async () => {
    const plot = await create({ prix: 20000 });
    await call('PATCH', `/parcelles/${plot.id}`, {
      as: admin,
      body: { prix: 21000, description: plot.description },
    });
    await call('PATCH', `/parcelles/${plot.id}`, { body: { statut: 'SUSPENDUE' } });
    const res = await call('GET', `/parcelles/${plot.id}/historique`);
    expect(res.statusCode).toBe(200);
    const { evenements } = res.json().data as ParcelleHistory;
    expect(evenements.map((e) => e.action)).toEqual([
      'PARCELLE_CREEE',
      'PARCELLE_MODIFIEE',
      'PARCELLE_MODIFIEE',
    ]);
    expect(evenements[0]).toMatchObject({ avant: null, apres: { numeroLot: plot.numeroLot, prix: 20000 } });
    expect(evenements[1]).toMatchObject({
      libelle: 'Parcelle modifiée',
      avant: { prix: 20000 },
      apres: { prix: 21000 },
      acteur: { id: admin.id, role: 'ADMIN' },
    });
    expect(Object.keys(evenements[1]!.apres!)).toEqual(['prix']);
    expect(evenements[2]).toMatchObject({ avant: { statut: 'DISPONIBLE' }, apres: { statut: 'SUSPENDUE' } });
  });

  it('includes the events of the plot’s reservations', async () => {
    const r = await createReservation(db(), buyer.id);
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/reservations/${r.id}/valider`,
      headers: admin.headers,
    });
    const res = await call('GET', `/parcelles/${r.parcelleId}/historique`);
    const { evenements } = res.json().data as ParcelleHistory;
    expect(evenements.map((e) => e.action)).toContain('RESERVATION_VALIDEE');
  });
});

describe('DELETE /parcelles/{id}', () => {
  it('deletes a plot never reserved, its pictures’ rows and files, but never a shared demo photo', async () => {
    const plot = await create();
    const storage = createStorage(t.config);
    const own = `parcelles/${plot.id}/${randomUUID()}`;
    const size = `parcelles/${plot.id}/${randomUUID()}-carte`;
    const demo = `demo/test-${randomUUID()}`;
    const png = await pngBytes();
    for (const key of [own, size, demo]) await storage.put(key, png, { contentType: 'image/png' });
    await db()
      .insert(parcelleImages)
      .values([
        {
          parcelleId: plot.id,
          cle: own,
          ordre: 0,
          variantes: [{ taille: 'carte', cle: size, largeur: 8, hauteur: 8 }],
        },
        { parcelleId: plot.id, cle: demo, ordre: 1 },
      ]);
    const version = (await call('GET', '/parcelles?limit=1', { as: null })).headers.etag;

    const res = await call('DELETE', `/parcelles/${plot.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Parcelle supprimée' });
    expect((await call('GET', `/parcelles/${plot.id}`, { as: null })).statusCode).toBe(404);
    expect((await call('GET', '/parcelles?limit=1', { as: null })).headers.etag).not.toBe(version);
    expect(await db().select().from(parcelleImages).where(eq(parcelleImages.parcelleId, plot.id))).toEqual(
      [],
    );
    expect(await storage.get(own)).toBeUndefined();
    expect(await storage.get(size)).toBeUndefined();
    const kept = await storage.get(demo);
    expect(kept).toBeDefined();
    kept!.stream.destroy();
    const [audit] = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entiteId, plot.id))
      .orderBy(sql`created_at desc`)
      .limit(1);
    expect(audit).toMatchObject({ action: 'PARCELLE_SUPPRIMEE', acteurId: agent.id, apres: null });
  });

  it('refuses to delete a reserved plot', async () => {
    const r = await createReservation(db(), buyer.id);
    const res = await call('DELETE', `/parcelles/${r.parcelleId}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/Suspendez-la/);
    expect(await plotByLot(r.numeroLot)).toBeDefined();
  });

  it('refuses to delete a plot whose reservation ended (its papers point at it)', async () => {
    const r = await createReservation(db(), buyer.id, { statut: 'ANNULEE' });
    const res = await call('DELETE', `/parcelles/${r.parcelleId}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Cette parcelle a des réservations ou des paiements : elle ne peut pas être supprimée. Suspendez-la pour la retirer du catalogue.',
    );
  });
});

describe('GET /parcelles/export', () => {
  it('writes a CSV for a French spreadsheet whose tricky description comes back unchanged', async () => {
    const description = 'Vue "imprenable"; accès\nà la route\r\n=SOMME(A1)';
    const plot = await create({ description, surface: 450.5, prix: 25000.5, reference: undefined });
    const res = await call('GET', `/parcelles/export?format=csv&numeroLot=${plot.numeroLot}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="parcelles-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = res.rawPayload.toString('utf8');
    expect(
      text.startsWith('\uFEFFNuméro de lot;Référence;Surface (m²);Prix (USD);Statut;Catégorie;Adresse;'),
    ).toBe(true);
    expect(text).toContain(';450,5;25000,5;DISPONIBLE;MALAIKA_2A;');
    expect(text).toContain('"Vue ""imprenable""; accès\nà la route\r\n=SOMME(A1)"');

    const again = await upload(res.rawPayload);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ crees: 0, modifies: 0, inchanges: 1 });
    expect((await plotByLot(plot.numeroLot))!.description).toBe(description);
  });

  it('neutralises a cell that a spreadsheet would run as a formula', async () => {
    const plot = await create({ adresse: '=HYPERLINK("http://x")' });
    const res = await call('GET', `/parcelles/export?format=csv&numeroLot=${plot.numeroLot}`);
    expect(res.body).toContain(`"'=HYPERLINK(""http://x"")"`);
  });

  it('writes JSON in the import’s shape by default, for the filtered set', async () => {
    const res = await call('GET', '/parcelles/export?statut=VENDUE');
    expect(res.headers['content-disposition']).toMatch(/parcelles-\d{4}-\d{2}-\d{2}\.json/);
    const rows = JSON.parse(res.body) as { statut: string; position: { x: number } }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.statut === 'VENDUE')).toBe(true);
    expect(Object.keys(rows[0]!)).toEqual([
      'numeroLot',
      'reference',
      'surface',
      'prix',
      'statut',
      'categorie',
      'adresse',
      'localisation',
      'description',
      'position',
    ]);
  });
});

describe('POST /parcelles/import', () => {
  const header = 'Numéro de lot;Surface (m²);Prix (USD);Statut;Catégorie;Position X;Position Y;Description';

  it('creates, updates by lot number and counts the unchanged, with one audit entry per change', async () => {
    const existing = await create({ prix: 10000 });
    const same = await create();
    const fresh = lot('IMP');
    const csv = [
      header,
      `${fresh};300;15000,5;Disponible;Malaika 3;100;200;Nouvelle`,
      `${existing.numeroLot.toLowerCase()};450;12000;DISPONIBLE;MALAIKA_2A;12000;8000;${existing.description}`,
      `${same.numeroLot};450;25000;DISPONIBLE;MALAIKA_2A;12000;8000;${same.description}`,
    ].join('\n');

    const dry = await upload(csv, { simulation: true });
    expect(dry.statusCode, dry.body).toBe(200);
    const expected: ImportResult = {
      simulation: true,
      crees: 1,
      modifies: 1,
      inchanges: 1,
      lignes: [
        {
          ligne: 1,
          numeroLot: fresh,
          action: 'CREEE',
          changements: expect.arrayContaining(['numeroLot', 'prix']) as unknown as string[],
        },
        {
          ligne: 2,
          numeroLot: existing.numeroLot.toLowerCase(),
          action: 'MODIFIEE',
          changements: ['numeroLot', 'prix'],
        },
      ],
    };
    expect(dry.json().data).toEqual(expected);
    expect(await plotByLot(fresh)).toBeUndefined();

    const real = await upload(csv);
    expect(real.statusCode, real.body).toBe(200);
    expect(real.json().data).toMatchObject({ simulation: false, crees: 1, modifies: 1, inchanges: 1 });
    expect(await plotByLot(fresh)).toMatchObject({
      prixCents: 1500050,
      statut: 'DISPONIBLE',
      categorie: 'MALAIKA_3',
    });
    const history = (await call('GET', `/parcelles/${existing.id}/historique`)).json()
      .data as ParcelleHistory;
    expect(history.evenements.at(-1)).toMatchObject({
      action: 'PARCELLE_IMPORTEE',
      avant: { prix: 10000 },
      apres: { prix: 12000 },
      details: { fichier: 'parcelles.csv', ligne: 2 },
    });
  });

  it('writes nothing when one row is bad, and names the row and the field', async () => {
    const plots = await countPlots();
    const good = lot('OK');
    const csv = [header, `${good};300;15000;DISPONIBLE;;1;1;`, `${lot()};300;-5;DISPONIBLE;;1;1;`].join(
      '\r\n',
    );
    const res = await upload(csv);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      message: expect.stringContaining('1 ligne(s)'),
      errors: { 'ligne.2.prix': 'Le prix doit être positif' },
    });
    expect(Object.keys(res.json().errors)).toEqual(['ligne.2.prix']);
    expect(await countPlots()).toBe(plots);
    expect(await plotByLot(good)).toBeUndefined();
  });

  it('lists every bad row and field: form messages, duplicates, catalogue rules', async () => {
    const r = await createReservation(db(), buyer.id);
    const dup = lot();
    const csv = [
      header,
      `;0;abc;PERDUE;;1;;`,
      `${dup};300;100;DISPONIBLE;;1;1;`,
      `${dup};300;100;DISPONIBLE;;1;1;`,
      `${r.numeroLot};300;${r.montantTotalCents / 100 + 1};DISPONIBLE;;1;1;`,
      `${lot()};300;100;VENDUE;;1;1;`,
    ].join('\n');
    const res = await upload(csv, { simulation: true });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Record<string, string>;
    expect(errors).toMatchObject({
      'ligne.1.numeroLot': 'Le numéro de lot est requis',
      'ligne.1.surface': 'La surface doit être positive',
      // Not a number at all: said so, not 'positif' (issue 23).
      'ligne.1.prix': 'Le prix doit être un montant en dollars, écrit en chiffres (par exemple 25000)',
      'ligne.1.statut': 'Statut invalide',
      'ligne.1.position.y': 'La position est requise (coordonnées x, y)',
      'ligne.3.numeroLot': 'Ce numéro de lot figure déjà à la ligne 2 du fichier',
      'ligne.4.statut': expect.stringMatching(/réservée/),
      'ligne.4.prix': expect.stringMatching(/réservation en cours/),
      'ligne.5.statut': STATUS_BY_RESERVATION,
    });
    expect(Object.keys(errors).some((key) => key.startsWith('ligne.2.'))).toBe(false);
    expect(res.json().message).toContain('4 ligne(s)');
  });

  it('refuses RESERVEE and VENDUE rows, new or for an available plot, saying how a plot gets them', async () => {
    // Issue 23: an import could make plots 'Réservé' or 'Vendu' that no reservation or sale backs.
    const available = await create();
    const plots = await countPlots();
    const csv = [
      header,
      `${lot()};300;100;RESERVEE;;1;1;`,
      `${lot()};300;100;Vendu;;1;1;`,
      `${available.numeroLot};300;${available.prix};VENDUE;;1;1;`,
    ].join('\n');
    const res = await upload(csv);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'ligne.1.statut': STATUS_BY_RESERVATION,
      'ligne.2.statut': STATUS_BY_RESERVATION,
      'ligne.3.statut': STATUS_BY_RESERVATION,
    });
    expect(await countPlots()).toBe(plots);
    expect((await call('GET', `/parcelles/${available.id}`, { as: null })).json().data.statut).toBe(
      'DISPONIBLE',
    );
  });

  it('reads JSON with the contract’s field names, and the template in both formats round-trips', async () => {
    const json = JSON.stringify([
      aPlot({ numeroLot: lot('JSON'), reference: `REF-${randomUUID().slice(0, 6)}` }),
    ]);
    const res = await upload(json, { name: 'parcelles.json' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.crees).toBe(1);

    for (const format of ['csv', 'json']) {
      const template = await call('GET', `/parcelles/import/modele?format=${format}`);
      expect(template.statusCode).toBe(200);
      expect(template.headers['content-disposition']).toContain(`modele-import-parcelles.${format}`);
      const dry = await upload(template.rawPayload, { simulation: true });
      expect(dry.statusCode, dry.body).toBe(200);
      expect(dry.json().data).toMatchObject({
        crees: 1,
        lignes: [{ numeroLot: 'LOT-EXEMPLE', action: 'CREEE' }],
      });
    }
  });

  it.each([
    ['an empty file', '', 400, 'Le fichier ne contient aucune parcelle.'],
    ['a picture', 'png', 415, 'Format de fichier non reconnu : envoyez un fichier CSV ou JSON (UTF-8).'],
    ['broken JSON', '[{"numeroLot": ', 400, 'Le fichier JSON est illisible'],
    [
      'a JSON object',
      '{"numeroLot": "A"}',
      400,
      'Le fichier JSON doit contenir une liste (tableau) de parcelles.',
    ],
    [
      'missing columns',
      'Numéro de lot;Prix (USD)\nA;1\n',
      400,
      'Colonnes manquantes dans le fichier : Surface (m²), Statut, Position X, Position Y.',
    ],
    [
      'a header alone',
      'numeroLot,surface,prix,statut,positionX,positionY\n',
      400,
      'Le fichier ne contient aucune parcelle.',
    ],
    [
      'an open quote',
      'numeroLot;surface;prix;statut;x;y\n"A;1;1;DISPONIBLE;1;1\n',
      400,
      'Guillemet non refermé',
    ],
  ])('refuses %s with a French message', async (_name, content, status, message) => {
    const bytes = content === 'png' ? await pngBytes() : Buffer.from(content);
    const res = await upload(bytes);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toContain(message);
  });

  it('refuses a file of more than 10,000 rows and a request without a file', async () => {
    const rows = Array.from({ length: 10_001 }, (_, i) => `X${i};1;1;DISPONIBLE;1;1`);
    const res = await upload(['numeroLot;surface;prix;statut;x;y', ...rows].join('\n'));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Le fichier compte 10\u202f001 lignes : 10\u202f000 au plus par import.');
    const body = multipart([{ name: 'autre', value: 'x' }]);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/v1/parcelles/import',
      headers: { ...agent.headers, ...body.headers },
      payload: body.payload,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Le fichier à importer est requis (champ « file », CSV ou JSON).');
  });

  it('imports 10,000 rows in one go, then finds them all unchanged', async () => {
    const prefix = `BIG${randomUUID().slice(0, 4)}`;
    const rows = Array.from(
      { length: 10_000 },
      (_, i) =>
        `${prefix}-${i};${300 + (i % 500)};${20000 + i},5;DISPONIBLE;MALAIKA_2B;${i % 80000};${i % 60000};Lot ${i}`,
    );
    const csv = [header, ...rows].join('\r\n');
    const plots = await countPlots();
    const first = await upload(csv);
    expect(first.statusCode, first.body.slice(0, 300)).toBe(200);
    expect(first.json().data).toMatchObject({ crees: 10_000, modifies: 0, inchanges: 0 });
    expect(await countPlots()).toBe(plots + 10_000);
    const second = await upload(csv, { simulation: true });
    expect(second.json().data).toMatchObject({ crees: 0, modifies: 0, inchanges: 10_000, lignes: [] });
  });
});

describe('the staff table', () => {
  it('finds a plot by lot and sorts by status', async () => {
    const plot = await freePlot(db());
    const res = await call('GET', `/parcelles?numeroLot=${plot.numeroLot}&sort=statut&ordre=desc`, {
      as: null,
    });
    expect(res.json().data.parcelles.map((p: Parcelle) => p.numeroLot)).toContain(plot.numeroLot);
  });
});
