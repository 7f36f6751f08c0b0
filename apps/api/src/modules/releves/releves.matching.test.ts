// Issue 26 (ADR 047): each credit of an imported statement is matched to the payment it pays, by
// the reservation's reference, the mobile money transaction id, or the amount and date when that is
// unambiguous; otherwise it waits for staff, who assign it (creating the validated payment and its
// receipt) or set it aside with a reason. Nothing is validated automatically: staff validate from
// the line, and the audit trail records which line supported the decision. Statements are small
// CSVs written here with the references of reservations the tests create.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LigneReleve } from '@parcelles/shared/contracts/releves';
import { auditEvents, lignesReleve, paiements, reservations } from '../../db/schema/index';
import { localDay } from '../../lib/calendar';
import { MANY_PROOFS, createTestApp, type TestApp } from '../../../test/build-app';
import { createUsers, signIn, type TestUser } from '../../../test/accounts';
import { createReservation, pngBytes, type ReservationFixture } from '../../../test/reservation-fixtures';
import { requests } from '../../../test/requests';
import { movableClock } from '../../../test/clock';

const DAY = 86_400_000;
let t: TestApp;
let admin: TestUser;
let agent: TestUser;
let buyer: TestUser;
let other: TestUser;
let banque: string;
let mpesa: string;
const db = () => t.database.db;
const { get, post, postForm } = requests(() => t.app);

/** `AAAA-MM-JJ` in Lubumbashi, `days` from today, and as the bank's CSV writes it. */
const day = (days = 0) => localDay(new Date(Date.now() + days * DAY));
const jjmmaaaa = (iso: string) => iso.split('-').reverse().join('/');

async function compte(payload: object): Promise<string> {
  const res = await post(admin, '/admin/comptes-encaissement', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

/** A bank CSV: `Date;Libellé;Référence;Montant`, amounts with a decimal comma, negative for debits. */
const bankCsv = (lines: [days: number, libelle: string, reference: string, montant: string][]) =>
  [
    'Date;Libellé;Référence;Montant',
    ...lines.map(([d, l, r, m]) => `${jjmmaaaa(day(d))};${l};${r};${m}`),
  ].join('\r\n');

async function importCsv(compteId: string, csv: string, fields: Record<string, string> = {}) {
  const res = await postForm(admin, '/admin/releves', { compteId, simulation: 'false', ...fields }, [
    { name: 'fichier', filename: 'releve.csv', contentType: 'text/csv', data: Buffer.from(csv) },
  ]);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A proof of `montant` declared by `user` (a transfer unless told), answering the payment's id. */
async function declare(
  user: TestUser,
  reservationId: string,
  montant: string,
  fields: Record<string, string> = {},
): Promise<string> {
  const res = await postForm(
    user,
    '/paiements/soumettre-preuve',
    { reservationId, montant, methode: 'VIREMENT_BANCAIRE', ...fields },
    [
      {
        name: 'preuves',
        filename: 'recu.png',
        contentType: 'image/png',
        data: await pngBytes(Number(montant)),
      },
    ],
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

async function lignes(query: string): Promise<LigneReleve[]> {
  const res = await get(admin, `/admin/releves/lignes?limit=100&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.lignes;
}
const ligneOf = async (libelle: string) => (await lignes(`q=${encodeURIComponent(libelle)}`))[0]!;

async function paiement(id: string) {
  const res = await get(admin, `/paiements/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function reserve(user = buyer, montantTotalCents = 10_000_000): Promise<ReservationFixture> {
  return createReservation(db(), user.id, { montantTotalCents });
}

beforeAll(async () => {
  t = await createTestApp(MANY_PROOFS);
  [admin, agent, buyer, other] = await createUsers(t.app, db(), 'ADMIN', 'AGENT', 'ACHETEUR', 'ACHETEUR');
  banque = await compte({
    nom: 'Rawbank USD',
    type: 'BANQUE',
    mappingCsv: {
      separateur: ';',
      separateurDecimal: ',',
      formatDate: 'JJ/MM/AAAA',
      ligneEntete: true,
      colonnes: { date: 'Date', montant: 'Montant', libelle: 'Libellé', reference: 'Référence' },
    },
  });
  mpesa = await compte({
    nom: 'M-Pesa marchand',
    type: 'MOBILE_MONEY',
    operateur: 'MPESA',
    mappingCsv: {
      separateur: ',',
      separateurDecimal: '.',
      formatDate: 'AAAA-MM-JJ',
      ligneEntete: true,
      colonnes: {
        date: 'Date',
        montant: 'Amount',
        libelle: 'Details',
        contrepartie: 'Other Party',
        reference: 'Transaction ID',
      },
    },
  });
});
afterAll(() => t?.close());

describe('matching credits to declared payments', () => {
  it('links a credit quoting the reservation reference to its one declared payment of that amount, validating nothing', async () => {
    const r = await reserve();
    const paiementId = await declare(buyer, r.id, '1250.50');
    const report = await importCsv(
      banque,
      bankCsv([
        [0, `VIREMENT RECU DE KABILA ${r.reference} acompte`, 'FT-REF-1', '1 250,50'],
        [0, 'FRAIS DE TENUE DE COMPTE', 'FR-1', '-25,00'],
      ]),
    );
    expect(report.message).toBe('Relevé importé : 2 nouvelles lignes, 0 déjà importée.');
    expect(report.data).toMatchObject({
      nouvelles: 2,
      credits: { nombre: 1, montant: 1250.5 },
      debits: { nombre: 1, montant: 25 },
      rapprochement: { rapprochees: 1, suggerees: 0, aRapprocher: 0 },
      rapprochements: [
        { mode: 'REFERENCE', paiementId, reservation: { id: r.id, reference: r.reference }, montant: 1250.5 },
      ],
    });
    const ligne = await ligneOf('KABILA');
    expect(ligne).toMatchObject({
      statut: 'RAPPROCHEE',
      rapprochement: 'REFERENCE',
      paiement: { id: paiementId, statut: 'SOUMIS', reservation: { reference: r.reference } },
      traitePar: null,
    });
    expect((await ligneOf('FRAIS DE TENUE')).statut).toBe('DEBIT');
    // Nothing validated: staff still decide, and the queue shows the line.
    const p = await paiement(paiementId);
    expect(p.statut).toBe('SOUMIS');
    expect(p.releve).toMatchObject({
      statut: 'VU',
      ligne: {
        id: ligne.id,
        montant: 1250.5,
        compte: 'Rawbank USD',
        rapprochement: 'REFERENCE',
        dateOperation: day(),
      },
    });
    const queue = await get(admin, '/paiements/admin/en-attente?limit=100');
    const row = queue.json().data.paiements.find((x: { id: string }) => x.id === paiementId);
    expect(row.releve).toMatchObject({ statut: 'VU', ligne: { id: ligne.id } });
    expect(row.enregistrePar).toBeNull();
  });

  it('links a mobile money credit by its transaction id, written with or without spaces', async () => {
    const r = await reserve();
    const paiementId = await declare(buyer, r.id, '300.50', {
      methode: 'MOBILE_MONEY',
      operateur: 'MPESA',
      referencePaiement: 'qk7 a1b2 c3d',
    });
    const csv = [
      'Transaction ID,Date,Details,Amount,Other Party',
      `QK7A1B2C3D,${day()} 09:15:32,Paiement recu de 243812345678,300.50,JEAN KABILA`,
    ].join('\n');
    const report = await importCsv(mpesa, csv);
    expect(report.data.rapprochements).toEqual([
      expect.objectContaining({ mode: 'TRANSACTION', paiementId }),
    ]);
    expect((await paiement(paiementId)).releve).toMatchObject({ statut: 'VU' });
  });

  it('links by amount and date when one declared payment and one credit fit, within three days', async () => {
    const r = await reserve();
    const paiementId = await declare(buyer, r.id, '777.77');
    const tooFar = await declare(other, (await reserve(other)).id, '612.34');
    await importCsv(
      banque,
      bankCsv([
        [-1, 'VERSEMENT GUICHET KASONGO', 'VG-777', '777,77'],
        [-5, 'VERSEMENT GUICHET ILUNGA', 'VG-612', '612,34'],
      ]),
    );
    expect(await ligneOf('KASONGO')).toMatchObject({
      statut: 'RAPPROCHEE',
      rapprochement: 'MONTANT_DATE',
      paiement: { id: paiementId },
    });
    // Five days from the declaration: it waits for staff.
    expect(await ligneOf('ILUNGA')).toMatchObject({ statut: 'A_RAPPROCHER', paiement: null });
    expect((await paiement(tooFar)).releve).toBeNull();
  });

  it('leaves the ambiguous cases to staff: two payments for one credit, two credits for one payment', async () => {
    const first = await declare(buyer, (await reserve()).id, '888.00');
    const second = await declare(other, (await reserve(other)).id, '888.00');
    const alone = await declare(buyer, (await reserve()).id, '999.00');
    await importCsv(
      banque,
      bankCsv([
        [0, 'VIREMENT MUKALAY', 'AMB-1', '888,00'],
        [0, 'VIREMENT TSHIBANGU', 'AMB-2', '999,00'],
        [-1, 'VIREMENT LUMBU', 'AMB-3', '999,00'],
      ]),
    );
    for (const libelle of ['MUKALAY', 'TSHIBANGU', 'LUMBU']) {
      expect(await ligneOf(libelle)).toMatchObject({
        statut: 'A_RAPPROCHER',
        paiement: null,
        reservationSuggeree: null,
      });
    }
    for (const id of [first, second, alone]) expect((await paiement(id)).releve).toBeNull();
  });

  it('names the reservation of a credit with a reference but no declared payment, then links it once the buyer declares', async () => {
    const r = await reserve();
    const report = await importCsv(
      banque,
      bankCsv([[0, `Versement especes ${r.reference.replace('-', ' ')} tranche 2`, 'VE-501', '501,00']]),
    );
    expect(report.data.rapprochement).toEqual({ rapprochees: 0, suggerees: 1, aRapprocher: 0 });
    expect(await ligneOf('tranche 2')).toMatchObject({
      statut: 'A_RAPPROCHER',
      reservationSuggeree: { id: r.id, reference: r.reference, montantRestant: 100_000 },
    });
    const paiementId = await declare(buyer, r.id, '501');
    expect(await ligneOf('tranche 2')).toMatchObject({
      statut: 'RAPPROCHEE',
      rapprochement: 'REFERENCE',
      paiement: { id: paiementId },
      reservationSuggeree: null,
    });
  });

  it('links a credit to a payment validated from its picture before, never to cash received at the office', async () => {
    const r = await reserve();
    const paiementId = await declare(buyer, r.id, '1313');
    expect((await post(admin, `/paiements/${paiementId}/valider`)).statusCode).toBe(200);
    const atDesk = await reserve();
    const cash = await post(admin, '/admin/paiements', {
      reservationId: atDesk.id,
      methode: 'ESPECES',
      montant: 1414,
      datePaiement: day(),
    });
    expect(cash.statusCode, cash.body).toBe(201);
    await importCsv(
      banque,
      bankCsv([
        [0, `VIR ${r.reference} DEJA VALIDE`, 'DV-1', '1 313,00'],
        [0, `VERSEMENT ${atDesk.reference} GUICHET`, 'DV-2', '1 414,00'],
      ]),
    );
    const seen = await ligneOf('DEJA VALIDE');
    expect(seen).toMatchObject({
      statut: 'RAPPROCHEE',
      rapprochement: 'REFERENCE',
      paiement: { id: paiementId, statut: 'VALIDE' },
    });
    expect((await paiement(paiementId)).releve).toMatchObject({ statut: 'VU', ligne: { id: seen.id } });
    expect(await ligneOf('GUICHET')).toMatchObject({
      statut: 'A_RAPPROCHER',
      reservationSuggeree: { id: atDesk.id },
    });
    const validated = await post(admin, `/admin/releves/lignes/${seen.id}/valider`);
    expect(validated.statusCode).toBe(409);
  });

  it('puts a line back to wait when its payment is rejected, naming its reservation', async () => {
    const r = await reserve();
    const paiementId = await declare(buyer, r.id, '402.00');
    await importCsv(banque, bankCsv([[0, `VIR ${r.reference} REJET`, 'RJ-1', '402,00']]));
    expect((await ligneOf('REJET')).statut).toBe('RAPPROCHEE');
    const rejected = await post(admin, `/paiements/${paiementId}/rejeter`, {
      commentaireAdmin: 'Montant illisible',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await ligneOf('REJET')).toMatchObject({
      statut: 'A_RAPPROCHER',
      paiement: null,
      reservationSuggeree: { id: r.id },
    });
    const [audit] = await db().select().from(auditEvents).where(eq(auditEvents.action, 'LIGNE_LIBEREE'));
    expect(audit).toMatchObject({ acteurId: admin.id, entite: 'ligne_releve' });

    // Likewise when the buyer cancels: the proof is void, its line waits again.
    const cancelled = await reserve();
    await declare(buyer, cancelled.id, '403.00');
    await importCsv(banque, bankCsv([[0, `VIR ${cancelled.reference} ANNULEE`, 'RJ-2', '403,00']]));
    expect((await ligneOf('ANNULEE')).statut).toBe('RAPPROCHEE');
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/reservations/${cancelled.id}`,
      headers: buyer.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await ligneOf('ANNULEE')).toMatchObject({
      statut: 'A_RAPPROCHER',
      reservationSuggeree: { id: cancelled.id },
    });
  });
});

describe('staff decide on a line', () => {
  it('validate the linked payment from the line: the audit entry records the line that supported it', async () => {
    const r = await reserve();
    const paiementId = await declare(buyer, r.id, '1500');
    await importCsv(banque, bankCsv([[0, `VIREMENT ${r.reference} SOLDE`, 'VAL-1', '1 500,00']]));
    const ligne = await ligneOf('SOLDE');
    const res = await post(admin, `/admin/releves/lignes/${ligne.id}/valider`, {
      commentaireAdmin: 'Vu sur le relevé',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Paiement validé sur la foi du relevé',
      data: {
        ligne: { id: ligne.id, statut: 'RAPPROCHEE', paiement: { id: paiementId, statut: 'VALIDE' } },
        paiement: { id: paiementId, statut: 'VALIDE', montant: 1500, recu: { numero: expect.any(Number) } },
      },
    });
    const [entry] = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entiteId, paiementId))
      .then((rows) => rows.filter((row) => row.action === 'PAIEMENT_VALIDE'));
    expect(entry!.details).toMatchObject({
      reservationId: r.id,
      ligneReleveId: ligne.id,
      releve: {
        id: ligne.releveId,
        compte: 'Rawbank USD',
        montant: 1500,
        dateOperation: day(),
        referenceBanque: 'VAL-1',
      },
    });
    const again = await post(admin, `/admin/releves/lignes/${ligne.id}/valider`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Le paiement rapproché de cette ligne est déjà validé.');
  });

  it('validate a payment seen on the statement from the proof queue: its audit entry records the line too', async () => {
    const r = await reserve();
    const paiementId = await declare(buyer, r.id, '1250');
    await importCsv(banque, bankCsv([[0, `VIR ${r.reference} FILE`, 'VAL-Q', '1 250,00']]));
    const ligne = await ligneOf('FILE');
    expect((await post(admin, `/paiements/${paiementId}/valider`)).statusCode).toBe(200);
    const [entry] = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entiteId, paiementId))
      .then((rows) => rows.filter((row) => row.action === 'PAIEMENT_VALIDE'));
    expect(entry!.details).toMatchObject({
      ligneReleveId: ligne.id,
      releve: { compte: 'Rawbank USD', montant: 1250, referenceBanque: 'VAL-Q' },
    });
  });

  it('assign an unmatched credit to a reservation: the payment is recorded by staff, validated, with its receipt', async () => {
    const r = await reserve();
    await importCsv(banque, bankCsv([[0, 'VIREMENT SANS REFERENCE MWAMBA', 'AFF-1', '2 000,00']]));
    const ligne = await ligneOf('MWAMBA');
    const res = await post(admin, `/admin/releves/lignes/${ligne.id}/affecter`, { reservationId: r.id });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.ligne).toMatchObject({
      statut: 'RAPPROCHEE',
      rapprochement: 'MANUEL',
      traitePar: { id: admin.id },
      paiement: { statut: 'VALIDE', montant: 2000, reservation: { id: r.id } },
    });
    expect(data.paiement.recu).toMatchObject({ numero: expect.any(Number) });
    const p = await paiement(data.paiement.id);
    expect(p).toMatchObject({
      statut: 'VALIDE',
      methode: 'VIREMENT_BANCAIRE',
      referencePaiement: 'AFF-1',
      datePaiement: expect.stringMatching(new RegExp(`^${day().slice(0, 8)}`)),
      releve: { statut: 'VU', ligne: { id: ligne.id, rapprochement: 'MANUEL' } },
    });
    const [row] = await db().select().from(paiements).where(eq(paiements.id, data.paiement.id));
    expect(row).toMatchObject({ enregistreParId: admin.id, traiteParId: admin.id });
    const [reservation] = await db().select().from(reservations).where(eq(reservations.id, r.id));
    expect(reservation!.statut).toBe('VALIDEE');
    const actions = (await db().select().from(auditEvents).where(eq(auditEvents.entiteId, ligne.id))).map(
      (e) => e.action,
    );
    expect(actions).toContain('LIGNE_AFFECTEE');
    const again = await post(admin, `/admin/releves/lignes/${ligne.id}/affecter`, { reservationId: r.id });
    expect(again.statusCode).toBe(409);
  });

  it('refuses to assign a debit, or to a reservation that does not exist, in French', async () => {
    await importCsv(banque, bankCsv([[0, 'RETRAIT CHEQUE 0012', 'CHQ-12', '-150,00']]));
    const debit = await ligneOf('CHEQUE 0012');
    const r = await reserve();
    const res = await post(admin, `/admin/releves/lignes/${debit.id}/affecter`, { reservationId: r.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Seul un crédit peut être affecté à une réservation.');
    await importCsv(banque, bankCsv([[0, 'VIREMENT INCONNU BANZA', 'AFF-2', '10,00']]));
    const credit = await ligneOf('BANZA');
    const missing = await post(admin, `/admin/releves/lignes/${credit.id}/affecter`, { reservationId: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.reservationId).toBe('Choisissez la réservation que ce crédit paie');
    const unknown = await post(admin, `/admin/releves/lignes/${credit.id}/affecter`, {
      reservationId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Cette réservation n’existe pas.');
    expect((await ligneOf('BANZA')).statut).toBe('A_RAPPROCHER');
  });

  it('set a credit aside only with a reason', async () => {
    await importCsv(banque, bankCsv([[0, 'VIREMENT INTERNE TRESORERIE', 'INT-1', '5 000,00']]));
    const ligne = await ligneOf('TRESORERIE');
    const without = await post(admin, `/admin/releves/lignes/${ligne.id}/ecarter`, { motif: '  ' });
    expect(without.statusCode).toBe(400);
    expect(without.json().errors).toEqual({ motif: 'Indiquez pourquoi cette ligne est écartée' });
    const res = await post(admin, `/admin/releves/lignes/${ligne.id}/ecarter`, {
      motif: 'Virement entre nos comptes',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      statut: 'ECARTEE',
      motifEcart: 'Virement entre nos comptes',
      traitePar: { id: admin.id },
    });
    const again = await post(admin, `/admin/releves/lignes/${ligne.id}/ecarter`, { motif: 'Encore' });
    expect(again.statusCode).toBe(409);
    const [audit] = await db().select().from(auditEvents).where(eq(auditEvents.entiteId, ligne.id));
    expect(audit).toMatchObject({ action: 'LIGNE_ECARTEE', acteurId: admin.id });
  });

  it('lists lines with filters, counts per status and French 400s; AGENT and buyers are refused', async () => {
    const res = await get(admin, `/admin/releves/lignes?compteId=${banque}&statut=ECARTEE`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.lignes.every((l: LigneReleve) => l.statut === 'ECARTEE' && l.compte.id === banque)).toBe(
      true,
    );
    expect(data.pagination.total).toBe(data.compteurs.ECARTEE);
    expect(data.compteurs.RAPPROCHEE).toBeGreaterThan(0);
    const bad = await get(admin, '/admin/releves/lignes?statut=PERDUE&du=2026-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      statut: 'Statut invalide (A_RAPPROCHER, RAPPROCHEE, ECARTEE ou DEBIT)',
      du: 'La date de début doit être une date valide (AAAA-MM-JJ)',
    });
    for (const user of [agent, buyer]) {
      expect((await get(user, '/admin/releves/lignes')).statusCode).toBe(403);
      const form = await postForm(user, '/admin/releves', { compteId: banque }, [
        { name: 'fichier', filename: 'r.csv', data: Buffer.from('Date;Libellé;Référence;Montant\r\n') },
      ]);
      expect(form.statusCode).toBe(403);
    }
    const [count] = await db().select().from(lignesReleve).where(eq(lignesReleve.compteId, mpesa));
    expect(count).toBeDefined();
  });
});

describe('the proof queue: seen on the statement, or absent from it', () => {
  let q: TestApp;
  const clock = movableClock();
  const qdb = () => q.database.db;
  const r = requests(() => q.app);
  const clockDay = (days = 0) => localDay(new Date(clock.now().getTime() + days * DAY));
  let staff: TestUser;
  let payer: TestUser;

  beforeAll(async () => {
    q = await createTestApp(MANY_PROOFS, { clock });
    [staff, payer] = await createUsers(q.app, qdb(), 'ADMIN', 'ACHETEUR');
  });
  afterAll(() => q?.close());

  async function account(payload: object) {
    const res = await r.post(staff, '/admin/comptes-encaissement', {
      mappingCsv: {
        separateur: ';',
        separateurDecimal: ',',
        formatDate: 'AAAA-MM-JJ',
        ligneEntete: true,
        colonnes: { date: 'Date', montant: 'Montant', libelle: 'Libellé' },
      },
      ...payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as string;
  }
  async function statement(compteId: string, jour: string, libelle: string) {
    const res = await r.postForm(staff, '/admin/releves', { compteId }, [
      {
        name: 'fichier',
        filename: 'r.csv',
        data: Buffer.from(`Date;Libellé;Montant\n${jour};${libelle};1,00\n`),
      },
    ]);
    expect(res.statusCode, res.body).toBe(200);
  }
  async function declared(montant: string, fields: Record<string, string> = {}) {
    const reservation = await createReservation(qdb(), payer.id, { montantTotalCents: 10_000_000 });
    const res = await r.postForm(
      payer,
      '/paiements/soumettre-preuve',
      { reservationId: reservation.id, montant, methode: 'VIREMENT_BANCAIRE', ...fields },
      [
        {
          name: 'preuves',
          filename: 'recu.png',
          contentType: 'image/png',
          data: await pngBytes(Number(montant)),
        },
      ],
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as string;
  }
  const flag = async (id: string) => (await r.get(staff, `/paiements/${id}`)).json().data.releve;
  const queued = async (id: string) =>
    (await r.get(staff, '/paiements/admin/en-attente?limit=100'))
      .json()
      .data.paiements.find((p: { id: string }) => p.id === id).releve;

  it(`flags 'Absent du relevé' once a matching account's statement covers STATEMENT_MISSING_DAYS days after the declaration`, async () => {
    const bank = await account({ nom: 'Banque', type: 'BANQUE' });
    const airtel = await account({ nom: 'Airtel', type: 'MOBILE_MONEY', operateur: 'AIRTEL_MONEY' });
    const transfer = await declared('640');
    const mobile = await declared('320', {
      methode: 'MOBILE_MONEY',
      operateur: 'AIRTEL_MONEY',
      referencePaiement: 'AT-1',
    });
    const orange = await declared('330', {
      methode: 'MOBILE_MONEY',
      operateur: 'ORANGE_MONEY',
      referencePaiement: 'OR-1',
    });
    const cash = await declared('100', { methode: 'ESPECES' });
    // A statement covering only the day of the declaration says nothing yet.
    await statement(bank, clockDay(), 'FRAIS DU JOUR');
    clock.advance(5 * DAY);
    // Sessions end after days without use: sign in again, as staff would.
    [staff, payer] = await Promise.all([signIn(q.app, staff), signIn(q.app, payer)]);
    for (const id of [transfer, mobile, orange, cash]) expect(await flag(id)).toBeNull();
    const recent = await declared('641');
    // A statement that ends two days after the declaration: the transfer may still be on its way.
    await statement(bank, clockDay(-3), 'TENUE DE COMPTE');
    expect(await flag(transfer)).toBeNull();

    await statement(bank, clockDay(), 'AGIOS');
    expect(await flag(transfer)).toEqual({ statut: 'ABSENT' });
    expect(await queued(transfer)).toEqual({ statut: 'ABSENT' });
    expect(await flag(mobile)).toBeNull();
    await statement(airtel, clockDay(-1), 'COMMISSION');
    expect(await flag(mobile)).toEqual({ statut: 'ABSENT' });
    // No statement of Orange Money, cash never is on one, and a declaration of yesterday is too recent.
    expect(await flag(orange)).toBeNull();
    expect(await flag(cash)).toBeNull();
    expect(await flag(recent)).toBeNull();
  });
});
