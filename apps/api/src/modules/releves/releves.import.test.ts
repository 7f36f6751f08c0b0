// Issue 26 (ADR 046): ADMIN imports the statements of the company's accounts, from the readers'
// fixture files: a CSV with the account's saved mapping (or one sent with the import and saved),
// camt.053 and MT940. An import is all or nothing, a line is recorded once however often its file
// is imported, the dry run writes nothing, and every refusal is a French 4xx.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, comptesEncaissement, lignesReleve, releves, reservations } from '../../db/schema/index';
import { MANY_PROOFS, createTestApp, type TestApp } from '../../../test/build-app';
import { createUsers, type TestUser } from '../../../test/accounts';
import { createReservation, pdfBytes, pngBytes } from '../../../test/reservation-fixtures';
import { requests } from '../../../test/requests';
import { MAPPING_MPESA, MAPPING_RAWBANK, fixture } from './parsers/fixtures/fixtures';

let t: TestApp;
let admin: TestUser;
let buyer: TestUser;
const db = () => t.database.db;
const { get, post, postForm } = requests(() => t.app);

let comptes = 0;
async function compte(payload: object = {}): Promise<string> {
  const res = await post(admin, '/admin/comptes-encaissement', {
    nom: `Compte ${++comptes}`,
    type: 'BANQUE',
    ...payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

function send(compteId: string, nom: string, data: Buffer, fields: Record<string, string> = {}) {
  return postForm(admin, '/admin/releves', { compteId, ...fields }, [
    { name: 'fichier', filename: nom, contentType: 'application/octet-stream', data },
  ]);
}

async function imported(compteId: string, nom: string, fields: Record<string, string> = {}) {
  const res = await send(compteId, nom, fixture(nom), fields);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function rowsOf(compteId: string) {
  const [lignes] = await db()
    .select({ n: count() })
    .from(lignesReleve)
    .where(eq(lignesReleve.compteId, compteId));
  const [imports] = await db().select({ n: count() }).from(releves).where(eq(releves.compteId, compteId));
  return { lignes: lignes!.n, releves: imports!.n };
}

/** A reservation of the buyer's that a statement fixture quotes (`RES-7K4P2Q`…). */
async function reservationQuoted(reference: string) {
  const r = await createReservation(db(), buyer.id, { montantTotalCents: 5_000_000 });
  await db().update(reservations).set({ reference }).where(eq(reservations.id, r.id));
  return r.id;
}

beforeAll(async () => {
  t = await createTestApp(MANY_PROOFS);
  [admin, buyer] = await createUsers(t.app, db(), 'ADMIN', 'ACHETEUR');
});
afterAll(() => t?.close());

describe('the company accounts', () => {
  it('are created, edited and deactivated by ADMIN, with French messages for every bad field', async () => {
    const bad = await post(admin, '/admin/comptes-encaissement', {
      nom: ' ',
      type: 'CAISSE',
      devise: 'dollars',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      nom: 'Le nom du compte est requis',
      type: 'Le type de compte est BANQUE ou MOBILE_MONEY',
      devise: 'La devise est un code ISO 4217 de trois lettres (USD, CDF…)',
    });
    const noOperator = await post(admin, '/admin/comptes-encaissement', {
      nom: 'Airtel',
      type: 'MOBILE_MONEY',
    });
    expect(noOperator.json().errors).toEqual({
      operateur: "L'opérateur est requis pour un compte mobile money",
    });
    const badMapping = await post(admin, '/admin/comptes-encaissement', {
      nom: 'Equity',
      type: 'BANQUE',
      mappingCsv: { ...MAPPING_RAWBANK, separateur: '|' },
    });
    expect(badMapping.json().errors).toEqual({
      'mappingCsv.separateur': 'Le séparateur est « ; », « , » ou une tabulation.',
    });

    const created = await post(admin, '/admin/comptes-encaissement', {
      nom: 'Equity BCDC',
      type: 'BANQUE',
      devise: 'cdf',
      numero: '00012-00098765432-10',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      message: 'Compte enregistré',
      data: {
        nom: 'Equity BCDC',
        devise: 'CDF',
        operateur: null,
        mappingCsv: null,
        actif: true,
        releves: { nombre: 0, dernierImportLe: null },
        lignesARapprocher: 0,
      },
    });
    const id = created.json().data.id;
    const taken = await post(admin, '/admin/comptes-encaissement', { nom: 'EQUITY bcdc', type: 'BANQUE' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ nom: 'Un compte porte déjà ce nom.' });

    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/comptes-encaissement/${id}`,
      headers: admin.headers,
      payload: { mappingCsv: MAPPING_RAWBANK, numero: '' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ numero: null, mappingCsv: { ...MAPPING_RAWBANK } });
    const nothing = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/comptes-encaissement/${id}`,
      headers: admin.headers,
      payload: {},
    });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().errors).toEqual({ requete: 'Indiquez au moins un champ à modifier' });

    const off = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/comptes-encaissement/${id}`,
      headers: admin.headers,
    });
    expect(off.json()).toMatchObject({ data: { actif: false } });
    const refused = await imported(id, 'rawbank.csv').catch(() => null);
    expect(refused).toBeNull();
    const res = await send(id, 'rawbank.csv', fixture('rawbank.csv'));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Ce compte est désactivé : réactivez-le avant d’y importer un relevé.');
    const audit = await db().select().from(auditEvents).where(eq(auditEvents.entiteId, id));
    expect(audit.map((e) => e.action).sort()).toEqual([
      'COMPTE_ENCAISSEMENT_CREE',
      'COMPTE_ENCAISSEMENT_MODIFIE',
      'COMPTE_ENCAISSEMENT_MODIFIE',
    ]);
  });
});

describe('importing a statement file', () => {
  it('reads a bank CSV with the saved mapping, matches its credit, and records each line once however often it is imported', async () => {
    const id = await compte({ nom: 'Rawbank USD', mappingCsv: MAPPING_RAWBANK });
    const reservationId = await reservationQuoted('RES-7K4P2Q');
    const declared = await postForm(
      buyer,
      '/paiements/soumettre-preuve',
      { reservationId, montant: '2500', methode: 'VIREMENT_BANCAIRE' },
      [{ name: 'preuves', filename: 'recu.png', contentType: 'image/png', data: await pngBytes(7) }],
    );
    expect(declared.statusCode, declared.body).toBe(201);

    const first = await imported(id, 'rawbank.csv');
    expect(first.message).toBe('Relevé importé : 7 nouvelles lignes, 0 déjà importée.');
    expect(first.data).toMatchObject({
      simulation: false,
      releveId: expect.any(String),
      fichier: { nom: 'rawbank.csv', format: 'CSV', empreinte: expect.stringMatching(/^[0-9a-f]{64}$/) },
      lignes: 7,
      nouvelles: 7,
      doublons: 0,
      du: '2024-03-04',
      au: '2024-03-11',
      credits: { nombre: 3, montant: 13750.5 },
      debits: { nombre: 4, montant: 1035 },
      rapprochement: { rapprochees: 1, suggerees: 0, aRapprocher: 2 },
      rapprochements: [{ mode: 'REFERENCE', paiementId: declared.json().data.id, numeroLigne: 5 }],
      mappingEnregistre: false,
      dejaImporte: null,
    });
    expect(await rowsOf(id)).toEqual({ lignes: 7, releves: 1 });

    const again = await imported(id, 'rawbank.csv');
    expect(again.message).toBe('Relevé importé : 0 nouvelle ligne, 7 déjà importées.');
    expect(again.data).toMatchObject({
      releveId: null,
      nouvelles: 0,
      doublons: 7,
      rapprochements: [],
      dejaImporte: { le: expect.any(String), par: 'Test ADMIN' },
    });
    expect(await rowsOf(id)).toEqual({ lignes: 7, releves: 1 });

    const account = (await get(admin, '/admin/comptes-encaissement'))
      .json()
      .data.comptes.find((c: { id: string }) => c.id === id);
    expect(account).toMatchObject({
      releves: { nombre: 1, du: '2024-03-04', au: '2024-03-11' },
      lignesARapprocher: 2,
    });
    const audit = await db().select().from(auditEvents).where(eq(auditEvents.entiteId, id));
    expect(audit.filter((e) => e.action === 'RELEVE_IMPORTE').map((e) => e.details)).toEqual([
      expect.objectContaining({ nouvelles: 7, doublons: 0, fichier: 'rawbank.csv', format: 'CSV' }),
      expect.objectContaining({ nouvelles: 0, doublons: 7 }),
    ]);
  });

  it('reads an operator CSV with the mapping sent, saving it with the account for the next import', async () => {
    const id = await compte({ nom: 'M-Pesa', type: 'MOBILE_MONEY', operateur: 'MPESA' });
    const missing = await send(id, 'mpesa.csv', fixture('mpesa.csv'));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      mapping:
        'Ce compte n’a pas encore de paramétrage des colonnes pour ses exports CSV : indiquez-le (champ « mapping ») pour ce premier import.',
    });
    const report = await imported(id, 'mpesa.csv', { mapping: JSON.stringify(MAPPING_MPESA) });
    expect(report.data).toMatchObject({
      nouvelles: 5,
      credits: { nombre: 3 },
      debits: { nombre: 2 },
      mappingEnregistre: true,
    });
    const [saved] = await db().select().from(comptesEncaissement).where(eq(comptesEncaissement.id, id));
    expect(saved!.mappingCsv).toMatchObject(MAPPING_MPESA);
    expect((await imported(id, 'mpesa.csv')).data).toMatchObject({ nouvelles: 0, doublons: 5 });
    const badJson = await send(id, 'mpesa.csv', fixture('mpesa.csv'), { mapping: '{pas du json' });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().errors).toEqual({
      mapping: 'Le paramétrage des colonnes n’est pas un JSON valide',
    });
  });

  it('reads camt.053 (.001.02 and .001.08) and MT940, checking the statement is the account’s', async () => {
    const usd = await compte({ nom: 'Rawbank IBAN', numero: 'CD32 0100 0051 0001 2345 6789 012' });
    expect((await imported(usd, 'camt053-v02.xml')).data).toMatchObject({
      fichier: { format: 'CAMT053' },
      lignes: 4,
      nouvelles: 4,
      ignorees: 1,
      credits: { nombre: 3, montant: 4250 },
      debits: { nombre: 1, montant: 35 },
    });

    const cdf = await compte({ nom: 'Equity CDF', devise: 'CDF', numero: '00012-00098765432-10' });
    const v08 = await imported(cdf, 'camt053-v08.xml');
    expect(v08.data).toMatchObject({
      lignes: 5,
      credits: { nombre: 3, montant: 4_300_000 },
      rapprochements: [],
    });
    // Francs are never matched to the dollar payments.
    expect(
      (await get(admin, `/admin/releves/lignes?compteId=${cdf}&statut=RAPPROCHEE`)).json().data.pagination
        .total,
    ).toBe(0);

    const equity = await compte({ nom: 'Equity USD', numero: '00012-00098765432-10' });
    expect((await imported(equity, 'mt940.sta')).data).toMatchObject({
      fichier: { format: 'MT940' },
      lignes: 5,
      du: '2024-03-04',
      au: '2024-03-06',
      credits: { nombre: 3 },
      debits: { nombre: 2 },
    });
    const reversal = (await get(admin, `/admin/releves/lignes?compteId=${equity}&q=CONTRE-PASSATION`)).json()
      .data.lignes[0];
    expect(reversal).toMatchObject({ sens: 'DEBIT', statut: 'DEBIT', annulation: true, montant: 1250.5 });

    // A statement of another currency, or of another account, is refused whole.
    const wrongCurrency = await send(usd, 'camt053-v08.xml', fixture('camt053-v08.xml'));
    expect(wrongCurrency.statusCode).toBe(422);
    expect(wrongCurrency.json().errors.fichier).toContain(
      'Ce relevé est en CDF : le compte « Rawbank IBAN » est en USD. Choisissez le compte de ce relevé.',
    );
    const wrongAccount = await send(usd, 'mt940.sta', fixture('mt940.sta'));
    expect(wrongAccount.statusCode).toBe(422);
    expect(wrongAccount.json().errors.fichier).toEqual([
      'Ce relevé est celui du compte EQBLCDKI/00012-00098765432-10, pas du compte « Rawbank IBAN » (CD32 0100 0051 0001 2345 6789 012). Choisissez le compte de ce relevé.',
    ]);
  });

  it('runs a dry run that reports the same, matching included, and writes nothing', async () => {
    const id = await compte({
      nom: 'Simulation',
      mappingCsv: {
        separateur: ';',
        separateurDecimal: ',',
        formatDate: 'AAAA-MM-JJ',
        ligneEntete: true,
        colonnes: { date: 'Date', montant: 'Montant', libelle: 'Libellé' },
      },
    });
    const r = await createReservation(db(), buyer.id, { montantTotalCents: 5_000_000 });
    const declared = await postForm(
      buyer,
      '/paiements/soumettre-preuve',
      { reservationId: r.id, montant: '4321', methode: 'VIREMENT_BANCAIRE' },
      [{ name: 'preuves', filename: 'recu.png', contentType: 'image/png', data: await pngBytes(9) }],
    );
    const paiementId = declared.json().data.id;
    const csv = Buffer.from(
      `Date;Libellé;Montant\n2026-11-02;VIREMENT ${r.reference} SIMULE;4 321,00\n2026-11-02;AGIOS;-12,00\n`,
    );
    const audits = async () => (await db().select({ n: count() }).from(auditEvents))[0]!.n;
    const before = await audits();
    const dryRes = await send(id, 'simulation.csv', csv, { simulation: 'true' });
    expect(dryRes.statusCode, dryRes.body).toBe(200);
    const dry = dryRes.json();
    expect(dry.message).toBe('Simulation : 2 nouvelles lignes, 0 déjà importée. Rien n’a été enregistré.');
    expect(dry.data).toMatchObject({
      simulation: true,
      releveId: null,
      nouvelles: 2,
      rapprochement: { rapprochees: 1 },
      rapprochements: [{ ligneId: null, mode: 'REFERENCE', paiementId, montant: 4321 }],
    });
    expect(await rowsOf(id)).toEqual({ lignes: 0, releves: 0 });
    expect(await audits()).toBe(before);
    expect((await get(admin, `/paiements/${paiementId}`)).json().data.releve).toBeNull();

    const realRes = await send(id, 'simulation.csv', csv);
    expect(realRes.statusCode, realRes.body).toBe(200);
    const { simulation, releveId, rapprochements, ...rest } = realRes.json().data;
    const { simulation: _s, releveId: _r, rapprochements: dryLinks, ...dryRest } = dry.data;
    expect(rest).toEqual(dryRest);
    expect(rapprochements.map((l: { ligneId: string | null }) => ({ ...l, ligneId: null }))).toEqual(
      dryLinks,
    );
    expect([simulation, typeof releveId]).toEqual([false, 'string']);
    expect((await get(admin, `/paiements/${paiementId}`)).json().data.releve).toMatchObject({ statut: 'VU' });
  });

  it('refuses a file with errors whole, with every French reason, and writes nothing (the mapping sent included)', async () => {
    const id = await compte({ nom: 'Casse', type: 'MOBILE_MONEY', operateur: 'AIRTEL_MONEY' });
    const res = await send(id, 'mpesa-casse.csv', fixture('mpesa-casse.csv'), {
      mapping: JSON.stringify(MAPPING_MPESA),
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toMatch(/^Le relevé est refusé \(\d+ erreurs\) : rien n’a été importé\./);
    expect(body.errors.fichier).toEqual(
      expect.arrayContaining([
        'Ligne 2 : le montant « abc » n’est pas un nombre',
        expect.stringMatching(/^Ligne 3 : la date « 2024-13-01 10:02:11 » n’est pas une date valide/),
        'Ligne 5 : la date est vide',
      ]),
    );
    expect(await rowsOf(id)).toEqual({ lignes: 0, releves: 0 });
    const [saved] = await db().select().from(comptesEncaissement).where(eq(comptesEncaissement.id, id));
    expect(saved!.mappingCsv).toBeNull();
  });

  it('answers 415 for a file that is no statement, 400 without the file or with fields after it', async () => {
    const id = await compte({ mappingCsv: MAPPING_RAWBANK });
    const pdf = await send(id, 'releve.pdf', pdfBytes());
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().message).toMatch(
      /est un PDF\. Importez l’export CSV, camt\.053 ou MT940 du même relevé\./,
    );
    const noFile = await postForm(admin, '/admin/releves', { compteId: id });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().errors).toEqual({
      fichier: 'Le relevé à importer est requis (champ « fichier » : CSV, camt.053 ou MT940).',
    });
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/releves',
      headers: { ...admin.headers, 'content-type': 'multipart/form-data; boundary=x' },
      payload: [
        '--x',
        'Content-Disposition: form-data; name="fichier"; filename="r.csv"',
        '',
        'Date;Libellé\r\n01/01/2026;x',
        '--x',
        `Content-Disposition: form-data; name="compteId"`,
        '',
        id,
        '--x--',
        '',
      ].join('\r\n'),
    });
    expect(late.statusCode).toBe(400);
    const json = await post(admin, '/admin/releves', { compteId: id });
    expect(json.statusCode).toBe(415);
    const unknown = await send('00000000-0000-4000-8000-000000000000', 'rawbank.csv', fixture('rawbank.csv'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Ce compte n’existe pas.');
  });

  it('previews a file: its format and, for a CSV, the mapping proposed from its opening lines', async () => {
    const preview = async (nom: string) => {
      const res = await postForm(admin, '/admin/releves/apercu', {}, [
        { name: 'fichier', filename: nom, data: fixture(nom) },
      ]);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    expect(await preview('mt940.sta')).toEqual({ format: 'MT940', csv: null });
    const csv = await preview('rawbank.csv');
    expect(csv).toMatchObject({
      format: 'CSV',
      csv: {
        mapping: {
          separateur: ';',
          separateurDecimal: ',',
          formatDate: 'JJ/MM/AAAA',
          premieresLignesIgnorees: 3,
        },
        manquants: [],
      },
    });
  });
});

describe('the size limit', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ STATEMENT_MAX_MB: '1' });
  });
  afterAll(() => small?.close());

  it('refuses a statement over STATEMENT_MAX_MB with a 413, recording nothing', async () => {
    const [staff] = await createUsers(small.app, small.database.db, 'ADMIN');
    const created = await requests(() => small.app).post(staff, '/admin/comptes-encaissement', {
      nom: 'Gros relevés',
      type: 'BANQUE',
      mappingCsv: MAPPING_RAWBANK,
    });
    const id = created.json().data.id;
    const line = '04/03/2024;04/03/2024;VIREMENT RECU;FT24064ABC01;;2 500,00;12 500,00\n';
    const big = Buffer.concat([
      fixture('rawbank.csv'),
      Buffer.from(line.repeat(Math.ceil((1.2 * 1024 * 1024) / line.length))),
    ]);
    const res = await requests(() => small.app).postForm(staff, '/admin/releves', { compteId: id }, [
      { name: 'fichier', filename: 'gros.csv', data: big },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Le relevé dépasse la taille maximale acceptée (1 Mo).');
    const [n] = await small.database.db.select({ n: count() }).from(lignesReleve);
    expect(n!.n).toBe(0);
  });
});
