import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANY_PROOFS, createTestAppWithDataDir, type TestAppWithDataDir } from '../../../test/build-app';
import { createUsers, type TestUser } from '../../../test/accounts';
import {
  countRows,
  createReservation,
  jpegBytes,
  pdfBytes,
  pngBytes,
  proofPart,
  type Part,
  type ReservationFixture,
} from '../../../test/reservation-fixtures';
import { requests } from '../../../test/requests';
import { emailOutbox, notifications, parcelles, reservations } from '../../db/schema/index';

let t: TestAppWithDataDir;
let buyer: TestUser, other: TestUser, admin: TestUser, agent: TestUser;
let png: Buffer;
let jpeg: Buffer;
const pdf = pdfBytes();

beforeAll(async () => {
  t = await createTestAppWithDataDir('paiements', MANY_PROOFS);
  const db = t.database.db;
  [buyer, other, admin, agent] = await createUsers(t.app, db, 'ACHETEUR', 'ACHETEUR', 'ADMIN', 'AGENT');
  [png, jpeg] = await Promise.all([pngBytes(), jpegBytes()]);
});
afterAll(() => t?.close());

const { get, post, postForm, del } = requests(() => t.app);
const submit = (
  user: TestUser,
  fields: Record<string, string>,
  files: Part[],
  url = '/paiements/soumettre-preuve',
) => postForm(user, url, fields, files);

async function submitted(user: TestUser, reservation: ReservationFixture, montant: string, files?: Part[]) {
  const res = await submit(
    user,
    { reservationId: reservation.id, montant, methode: 'VIREMENT_BANCAIRE', referencePaiement: 'VIR-001' },
    files ?? [proofPart('recu.png', png, 'image/png')],
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; preuves: { id: string; url: string }[] };
}

async function plot(id: string) {
  const [row] = await t.database.db.select().from(parcelles).where(eq(parcelles.id, id));
  return row!;
}
async function reservationStatut(id: string) {
  const [row] = await t.database.db.select().from(reservations).where(eq(reservations.id, id));
  return row!.statut;
}

describe('POST /paiements/soumettre-preuve', () => {
  it('stores the proofs under random keys and creates the payment SOUMIS, notifying buyer and staff', async () => {
    const reservation = await createReservation(t.database.db, buyer.id, { montantTotalCents: 1_000_000 });
    const before = await t.uploads();
    const res = await submit(
      buyer,
      {
        reservationId: reservation.id,
        montant: '2500.50',
        methode: 'ESPECES',
        referencePaiement: ' REC-42 ',
        commentaire: 'Versé au bureau',
      },
      [
        proofPart('reçu.png', png, 'image/png'),
        proofPart('photo.jpg', jpeg, 'image/jpeg'),
        proofPart('releve.pdf', pdf),
      ],
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Preuve de paiement soumise avec succès',
      data: {
        reservationId: reservation.id,
        montant: 2500.5,
        methode: 'ESPECES',
        statut: 'SOUMIS',
        referencePaiement: 'REC-42',
        commentaire: 'Versé au bureau',
        commentaireAdmin: null,
        remboursable: false,
        parcelle: { id: reservation.parcelleId, numeroLot: reservation.numeroLot },
        acheteur: { id: buyer.id, email: buyer.email },
      },
    });
    const paiement = body.data;
    expect(
      paiement.preuves.map((p: { nomFichier: string; typeMime: string }) => [p.nomFichier, p.typeMime]),
    ).toEqual([
      ['reçu.png', 'image/png'],
      ['photo.jpg', 'image/jpeg'],
      ['releve.pdf', 'application/pdf'],
    ]);
    expect(paiement.preuves[0].taille).toBe(png.length);
    expect(paiement.preuves[0].url).toBe(
      `/api/v1/paiements/${paiement.id}/preuves/${paiement.preuves[0].id}/fichier`,
    );

    const added = (await t.uploads()).filter((f) => !before.includes(f));
    expect(added).toHaveLength(3);
    for (const file of added) expect(file).toMatch(/^preuves\/[0-9a-f-]{36}$/);

    const notes = await t.database.db.select().from(notifications).where(eq(notifications.type, 'PAIEMENT'));
    const forPayment = notes.filter((n) => n.donnees?.paiementId === paiement.id);
    expect(forPayment.find((n) => n.userId === buyer.id)?.titre).toBe('Preuve de paiement reçue');
    expect(forPayment.find((n) => n.userId === admin.id)?.titre).toBe(
      'Nouvelle preuve de paiement à vérifier',
    );
    expect(forPayment.find((n) => n.userId === agent.id)).toBeUndefined();
    // Staff are sent where they check the payment, not to a buyer's page.
    expect(forPayment.find((n) => n.userId === admin.id)?.donnees).toEqual({
      paiementId: paiement.id,
      reservationId: reservation.id,
      lien: `/admin/paiements/${paiement.id}`,
    });
    expect(forPayment.find((n) => n.userId === buyer.id)?.donnees).not.toHaveProperty('lien');
  });

  it('checks the fields with the spec messages, storing nothing', async () => {
    const reservation = await createReservation(t.database.db, buyer.id);
    const before = { files: await t.uploads(), rows: await countRows(t.database.db) };
    const cases: [Record<string, string>, Record<string, unknown>][] = [
      [{ montant: '0' }, { montant: 'Le montant doit être positif' }],
      [{ montant: '-3' }, { montant: 'Le montant doit être positif' }],
      [{ montant: '0.001' }, { montant: 'Le montant doit être positif' }],
      [{ montant: '10000000.01' }, { montant: 'Le montant dépasse la limite autorisée' }],
      [{ montant: 'beaucoup' }, { montant: 'Veuillez entrer un montant valide' }],
      [{ methode: 'CHEQUE' }, { methode: 'Méthode de paiement invalide' }],
      [{ reservationId: '' }, { reservationId: "L'ID de la réservation est requis" }],
      [{ commentaire: 'x'.repeat(501) }, { commentaire: 'Maximum 500 caractères' }],
    ];
    for (const [override, errors] of cases) {
      const res = await submit(
        buyer,
        { reservationId: reservation.id, montant: '100', methode: 'ESPECES', ...override },
        [proofPart('recu.png', png)],
      );
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json().errors).toMatchObject(errors);
    }
    expect(await t.uploads()).toEqual(before.files);
    expect(await countRows(t.database.db)).toEqual(before.rows);
  });

  it('accepts exactly 10,000,000', async () => {
    const reservation = await createReservation(t.database.db, buyer.id);
    const paiement = await submitted(buyer, reservation, '10000000');
    expect((await get(buyer, `/paiements/${paiement.id}`)).json().data.montant).toBe(10_000_000);
  });

  it('answers 404 for a reservation that is not the caller’s, or does not exist, storing nothing', async () => {
    const theirs = await createReservation(t.database.db, other.id);
    const before = { files: await t.uploads(), rows: await countRows(t.database.db) };
    for (const reservationId of [theirs.id, '6f0c1a52-3a55-4a43-9d4f-3c2b7b0f2a11', 'pas-un-id']) {
      const res = await submit(buyer, { reservationId, montant: '100', methode: 'ESPECES' }, [
        proofPart('a.png', png),
      ]);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Ressource non trouvée.');
    }
    expect(await t.uploads()).toEqual(before.files);
    expect(await countRows(t.database.db)).toEqual(before.rows);
  });

  it('answers 409 for a reservation that cannot take a payment', async () => {
    const expired = await createReservation(t.database.db, buyer.id, {
      dateExpiration: new Date(Date.now() - 1000),
    });
    const cancelled = await createReservation(t.database.db, buyer.id, { statut: 'ANNULEE' });
    const swept = await createReservation(t.database.db, buyer.id, { statut: 'EXPIREE' });
    const before = { files: await t.uploads(), rows: await countRows(t.database.db) };
    const expect409 = async (reservation: ReservationFixture, message: string) => {
      const res = await submit(buyer, { reservationId: reservation.id, montant: '100', methode: 'ESPECES' }, [
        proofPart('a.png', png),
      ]);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ success: false, code: 'CONFLICT', message });
    };
    await expect409(expired, 'Cette réservation a expiré : elle n’accepte plus de paiement.');
    await expect409(swept, 'Cette réservation a expiré : elle n’accepte plus de paiement.');
    await expect409(cancelled, 'Cette réservation a été annulée : elle n’accepte plus de paiement.');
    expect(await t.uploads()).toEqual(before.files);
    expect(await countRows(t.database.db)).toEqual(before.rows);
  });

  it('requires a signed-in user', async () => {
    const res = await postForm(null, '/paiements/soumettre-preuve', {}, [proofPart('a.png', png)]);
    expect(res.statusCode).toBe(401);
  });
});

describe('reading payments and proof files', () => {
  let reservation: ReservationFixture;
  let paiement: { id: string; preuves: { id: string; url: string }[] };
  beforeAll(async () => {
    reservation = await createReservation(t.database.db, buyer.id);
    paiement = await submitted(buyer, reservation, '300', [
      proofPart('../../etc/Reçu février.pdf', pdf, 'image/png'),
      proofPart('scan.png', png),
    ]);
  });

  it('lists my payments with filters and pagination, never another buyer’s', async () => {
    const mine = (await get(buyer, `/paiements/mes-paiements?reservationId=${reservation.id}`)).json().data;
    expect(mine.paiements.map((p: { id: string }) => p.id)).toEqual([paiement.id]);
    expect(mine.pagination).toEqual({ page: 1, limit: 20, total: 1, pages: 1 });
    const all = (await get(buyer, '/paiements/mes-paiements?statut=SOUMIS&limit=2')).json().data;
    expect(all.paiements.length).toBeLessThanOrEqual(2);
    expect(all.pagination.total).toBeGreaterThanOrEqual(2);
    const valid = (await get(buyer, '/paiements/mes-paiements?statut=VALIDE')).json().data;
    expect(valid.paiements.every((p: { statut: string }) => p.statut === 'VALIDE')).toBe(true);
    const theirs = (await get(other, '/paiements/mes-paiements')).json().data;
    expect(theirs.paiements.some((p: { id: string }) => p.id === paiement.id)).toBe(false);
    expect((await get(buyer, '/paiements/mes-paiements?statut=PAYE')).statusCode).toBe(400);
    expect(
      (await get(buyer, '/paiements/mes-paiements?reservationId=nimporte')).json().data.paiements,
    ).toEqual([]);
  });

  it('serves a proof file to its owner and to ADMIN with safe headers', async () => {
    const [first] = paiement.preuves;
    for (const user of [buyer, admin]) {
      const res = await t.app.inject({ url: first!.url, headers: user.headers });
      expect(res.statusCode).toBe(200);
      // Judged by content: a PDF sent as image/png is served as a PDF, under its cleaned name.
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `inline; filename*=UTF-8''${encodeURIComponent('Reçu février.pdf')}`,
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.rawPayload).toEqual(pdf);
    }
    const second = await t.app.inject({ url: paiement.preuves[1]!.url, headers: buyer.headers });
    expect(second.headers['content-type']).toBe('image/png');
    expect(second.rawPayload).toEqual(png);
  });

  it('answers 404 to another buyer or an agent for the payment and every proof file', async () => {
    for (const user of [other, agent]) {
      expect((await get(user, `/paiements/${paiement.id}`)).statusCode).toBe(404);
      for (const p of paiement.preuves) {
        const res = await t.app.inject({ url: p.url, headers: user.headers });
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toMatch(/application\/json/);
      }
    }
    const anonymous = await t.app.inject({ url: paiement.preuves[0]!.url });
    expect(anonymous.statusCode).toBe(401);
    expect((await get(buyer, `/paiements/${paiement.id}/preuves/${randomUUID()}/fichier`)).statusCode).toBe(
      404,
    );
    expect((await get(buyer, '/paiements/pas-un-id')).statusCode).toBe(404);
  });

  it('lets the owner read it and ADMIN read it', async () => {
    expect((await get(buyer, `/paiements/${paiement.id}`)).json().data.id).toBe(paiement.id);
    expect((await get(admin, `/paiements/${paiement.id}`)).json().data.id).toBe(paiement.id);
  });
});

describe('staff review', () => {
  it('is for ADMIN only: a buyer or an agent gets 403 on every staff call', async () => {
    const reservation = await createReservation(t.database.db, buyer.id);
    const paiement = await submitted(buyer, reservation, '100');
    for (const user of [buyer, agent]) {
      for (const url of ['/paiements/admin/en-attente', '/paiements/admin/tous', '/paiements/admin/stats']) {
        expect((await get(user, url)).statusCode).toBe(403);
      }
      const validate = await post(user, `/paiements/${paiement.id}/valider`, {});
      expect(validate.statusCode).toBe(403);
      expect(validate.json().message).toBe("Vous n'avez pas les permissions nécessaires.");
      expect(
        (await post(user, `/paiements/${paiement.id}/rejeter`, { commentaireAdmin: 'Non' })).statusCode,
      ).toBe(403);
    }
    expect((await get(buyer, `/paiements/${paiement.id}`)).json().data.statut).toBe('SOUMIS');
  });

  it('lists pending payments oldest first, all payments with filters, and stats', async () => {
    const reservation = await createReservation(t.database.db, other.id);
    const a = await submitted(other, reservation, '10');
    const b = await submitted(other, reservation, '20');
    const pending = (await get(admin, '/paiements/admin/en-attente?limit=100')).json().data;
    const ids = pending.paiements.map((p: { id: string }) => p.id);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    expect(pending.paiements.every((p: { statut: string }) => p.statut === 'SOUMIS')).toBe(true);
    const cash = (await get(admin, '/paiements/admin/tous?methode=ESPECES&limit=100')).json().data;
    expect(cash.paiements.every((p: { methode: string }) => p.methode === 'ESPECES')).toBe(true);
    expect((await get(admin, '/paiements/admin/tous?methode=CARTE')).statusCode).toBe(400);

    const stats = (await get(admin, '/paiements/admin/stats')).json().data;
    expect(Object.keys(stats.parStatut).sort()).toEqual([
      'ANNULE',
      'EN_ATTENTE',
      'REJETE',
      'SOUMIS',
      'VALIDE',
    ]);
    expect(stats.parStatut.SOUMIS.nombre).toBe(pending.pagination.total);
    expect(stats.total.nombre).toBe((await get(admin, '/paiements/admin/tous')).json().data.pagination.total);
    const sum = Object.values(stats.parStatut as Record<string, { montant: number }>).reduce(
      (s, v) => s + v.montant,
      0,
    );
    expect(sum).toBeCloseTo(stats.total.montant, 2);
  });

  it('validates: the first payment makes the reservation VALIDEE, the plot stays RESERVEE until paid up, then VENDUE to the buyer', async () => {
    const reservation = await createReservation(t.database.db, buyer.id, { montantTotalCents: 100_000 });
    const first = await submitted(buyer, reservation, '400');
    const res = await post(admin, `/paiements/${first.id}/valider`, { commentaireAdmin: 'Reçu vérifié' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Paiement validé',
      // Not refundable while its reservation runs: only once it is cancelled or expired (spec §4).
      data: { statut: 'VALIDE', commentaireAdmin: 'Reçu vérifié', remboursable: false },
    });
    expect(res.json().data.traiteLe).toEqual(expect.any(String));
    expect(await reservationStatut(reservation.id)).toBe('VALIDEE');
    expect(await plot(reservation.parcelleId)).toMatchObject({ statut: 'RESERVEE', proprietaireId: null });

    // Validated once: a second decision is refused.
    expect((await post(admin, `/paiements/${first.id}/valider`, {})).statusCode).toBe(409);
    expect(
      (await post(admin, `/paiements/${first.id}/rejeter`, { commentaireAdmin: 'Non' })).statusCode,
    ).toBe(409);

    const balance = await submitted(buyer, reservation, '600');
    const done = await post(admin, `/paiements/${balance.id}/valider`);
    expect(done.statusCode, done.body).toBe(200);
    expect(await plot(reservation.parcelleId)).toMatchObject({ statut: 'VENDUE', proprietaireId: buyer.id });

    // Paid up: no more proofs for this reservation.
    const extra = await submit(buyer, { reservationId: reservation.id, montant: '5', methode: 'ESPECES' }, [
      proofPart('a.png', png),
    ]);
    expect(extra.statusCode).toBe(409);
    expect(extra.json().message).toBe('Cette réservation est déjà entièrement payée.');

    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, buyer.id));
    const titles = notes.filter((n) => n.donnees?.reservationId === reservation.id).map((n) => n.titre);
    expect(titles).toEqual(
      expect.arrayContaining(['Paiement validé', 'Réservation validée', 'Parcelle acquise']),
    );
    expect(titles.filter((x) => x === 'Réservation validée')).toHaveLength(1);
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.destinataire, buyer.email));
    const about = mails.filter((m) => m.sujet.includes(reservation.numeroLot));
    expect(about).toHaveLength(2);
    expect(about.some((m) => m.sujet.includes('est à vous') && m.texte.includes('Reste à payer'))).toBe(true);
  });

  it('counts two validations at once correctly (reservation row locked)', async () => {
    const reservation = await createReservation(t.database.db, buyer.id, { montantTotalCents: 100_000 });
    const a = await submitted(buyer, reservation, '500');
    const b = await submitted(buyer, reservation, '500');
    const results = await Promise.all([
      post(admin, `/paiements/${a.id}/valider`, {}),
      post(admin, `/paiements/${b.id}/valider`, {}),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await reservationStatut(reservation.id)).toBe('VALIDEE');
    expect(await plot(reservation.parcelleId)).toMatchObject({ statut: 'VENDUE', proprietaireId: buyer.id });
  });

  it('rejects only with a comment, which reaches the buyer; new proofs put it back to SOUMIS', async () => {
    const reservation = await createReservation(t.database.db, buyer.id);
    const paiement = await submitted(buyer, reservation, '250');
    for (const payload of [{}, { commentaireAdmin: '   ' }]) {
      const res = await post(admin, `/paiements/${paiement.id}/rejeter`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        commentaireAdmin: 'Un commentaire est requis pour rejeter un paiement',
      });
    }
    const rejected = await post(admin, `/paiements/${paiement.id}/rejeter`, {
      commentaireAdmin: 'Le reçu est illisible',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({
      statut: 'REJETE',
      commentaireAdmin: 'Le reçu est illisible',
    });
    expect(await reservationStatut(reservation.id)).toBe('EN_ATTENTE');
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.destinataire, buyer.email)));
    expect(mail).toBeDefined();
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.destinataire, buyer.email));
    const rejection = mails.find(
      (m) => m.sujet.includes('n’a pas pu être validé') && m.sujet.includes(reservation.numeroLot),
    );
    expect(rejection?.texte).toContain('Le reçu est illisible');
    expect(rejection?.html).toContain('Le reçu est illisible');

    // Another buyer cannot resubmit; the owner can, and the old files go.
    const stolen = await submit(other, {}, [proofPart('b.png', png)], `/paiements/${paiement.id}/preuves`);
    expect(stolen.statusCode).toBe(404);
    const oldKeys = await t.uploads();
    const again = await submit(
      buyer,
      { montant: '260' },
      [proofPart('nouveau.png', png), proofPart('b.pdf', pdf)],
      `/paiements/${paiement.id}/preuves`,
    );
    expect(again.statusCode, again.body).toBe(200);
    const resent = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, admin.id), eq(notifications.titre, 'Preuves de paiement renvoyées')),
      );
    expect(resent.find((n) => n.donnees?.paiementId === paiement.id)?.donnees).toMatchObject({
      lien: `/admin/paiements/${paiement.id}`,
    });
    expect(again.json()).toMatchObject({
      message: 'Preuve de paiement soumise avec succès',
      data: { statut: 'SOUMIS', montant: 260, commentaireAdmin: null, traiteLe: null },
    });
    expect(again.json().data.preuves.map((p: { nomFichier: string }) => p.nomFichier)).toEqual([
      'nouveau.png',
      'b.pdf',
    ]);
    const now = await t.uploads();
    expect(now.length).toBe(oldKeys.length + 1); // one removed, two added
    // A SOUMIS payment takes no new proofs.
    const twice = await submit(buyer, {}, [proofPart('c.png', png)], `/paiements/${paiement.id}/preuves`);
    expect(twice.statusCode).toBe(409);
  });

  it('lets the owner withdraw the proofs of a SOUMIS payment: files gone, EN_ATTENTE, then resubmit', async () => {
    const reservation = await createReservation(t.database.db, buyer.id);
    const paiement = await submitted(buyer, reservation, '75', [
      proofPart('x.png', png),
      proofPart('y.jpg', jpeg),
    ]);
    const before = await t.uploads();
    const withdraw = (user: TestUser) => del(user, `/paiements/${paiement.id}/preuves`);
    expect((await withdraw(other)).statusCode).toBe(404);
    expect((await withdraw(admin)).statusCode).toBe(404);
    const res = await withdraw(buyer);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ statut: 'EN_ATTENTE', preuves: [] });
    expect((await t.uploads()).length).toBe(before.length - 2);
    expect((await t.app.inject({ url: paiement.preuves[0]!.url, headers: buyer.headers })).statusCode).toBe(
      404,
    );
    // Nothing left to review, nothing to withdraw again.
    expect((await post(admin, `/paiements/${paiement.id}/valider`, {})).statusCode).toBe(409);
    expect((await withdraw(buyer)).statusCode).toBe(409);
    const again = await submit(buyer, {}, [proofPart('z.png', png)], `/paiements/${paiement.id}/preuves`);
    expect(again.json().data.statut).toBe('SOUMIS');
  });
});

describe('OpenAPI', () => {
  it('documents every payment route', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/paiements/soumettre-preuve',
        '/api/v1/paiements/mes-paiements',
        '/api/v1/paiements/admin/en-attente',
        '/api/v1/paiements/admin/tous',
        '/api/v1/paiements/admin/stats',
        '/api/v1/paiements/{id}',
        '/api/v1/paiements/{id}/preuves',
        '/api/v1/paiements/{id}/preuves/{preuveId}/fichier',
        '/api/v1/paiements/{id}/valider',
        '/api/v1/paiements/{id}/rejeter',
      ]),
    );
  });
});
