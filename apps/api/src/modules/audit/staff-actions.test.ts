// Every staff action, its refusals (stale object, missing comment, wrong role) and its audit entry;
// the automatic transitions (expiry, sale, reminder) and theirs; the journal's filters and a
// reservation's history. An entry is written in the transaction of the change: a refused or
// failed action leaves none.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent } from '@parcelles/shared/contracts/audit';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createUser, createUsers, type TestUser } from '../../../test/accounts';
import { createReservation, freePlot, pngBytes } from '../../../test/reservation-fixtures';
import { requests, submitProof as submitProofAs } from '../../../test/requests';
import { handSweeper } from '../../../test/sweeper';
import { paiements, parcelles, reservations } from '../../db/schema/index';

let t: TestApp;
let buyer: TestUser, admin: TestUser, agent: TestUser;
let png: Buffer;
const db = () => t.database.db;
const HOUR = 3_600_000;

beforeAll(async () => {
  // The app's own sweeper is slowed right down: the tests sweep by hand.
  t = await createTestApp({ EXPIRY_SWEEP_SECONDS: '3600' });
  [buyer, admin, agent] = await createUsers(t.app, db(), 'ACHETEUR', 'ADMIN', 'AGENT');
  png = await pngBytes();
});
afterAll(() => t?.close());

const { get, post, del } = requests(() => t.app);

/** The journal's entries about one record, newest first. */
async function auditOf(entiteId: string): Promise<AuditEvent[]> {
  const res = await get(admin, `/audit?entiteId=${entiteId}&limit=100`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.evenements;
}

const submitProof = (reservationId: string, montant: number) =>
  submitProofAs(t.app, buyer, reservationId, String(montant), png);

const reservationRow = async (id: string) =>
  (await db().select().from(reservations).where(eq(reservations.id, id)))[0]!;

describe('staff actions on a reservation', () => {
  it('validates once, with its entry; validating again is a 409 that changes nothing', async () => {
    const r = await createReservation(db(), buyer.id);
    const res = await post(admin, `/reservations/${r.id}/valider`, { commentaire: 'Dossier complet' });
    expect(res.statusCode, res.body).toBe(200);
    const [entry, ...others] = await auditOf(r.id);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      action: 'RESERVATION_VALIDEE',
      libelle: 'Réservation validée',
      entite: 'reservation',
      entiteId: r.id,
      acteur: { id: admin.id, nom: 'Test ADMIN', role: 'ADMIN' },
      avant: { statut: 'EN_ATTENTE' },
      apres: { statut: 'VALIDEE', commentaireAdmin: 'Dossier complet' },
    });

    const again = await post(admin, `/reservations/${r.id}/valider`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Cette réservation n'est plus en attente.");
    expect(await auditOf(r.id)).toHaveLength(1);
  });

  it('rejects only with a comment, frees the plot, and refuses a second rejection', async () => {
    const r = await createReservation(db(), buyer.id);
    const bare = await post(admin, `/reservations/${r.id}/rejeter`, {});
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors.commentaire).toBeTruthy();
    expect(await auditOf(r.id)).toEqual([]);

    const res = await post(admin, `/reservations/${r.id}/rejeter`, { commentaire: 'Pièces manquantes' });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = await auditOf(r.id);
    expect(entry).toMatchObject({
      action: 'RESERVATION_REJETEE',
      acteur: { id: admin.id },
      avant: { statut: 'EN_ATTENTE' },
      apres: { statut: 'ANNULEE', commentaireAdmin: 'Pièces manquantes' },
    });
    const [plot] = await db().select().from(parcelles).where(eq(parcelles.id, r.parcelleId));
    expect(plot!.statut).toBe('DISPONIBLE');

    const again = await post(admin, `/reservations/${r.id}/rejeter`, { commentaire: 'Encore' });
    expect(again.statusCode).toBe(409);
    expect(await auditOf(r.id)).toHaveLength(1);
  });

  it('extends a pending hold with the dates before and after', async () => {
    const r = await createReservation(db(), buyer.id);
    const before = (await reservationRow(r.id)).dateExpiration!;
    const res = await post(admin, `/reservations/${r.id}/extend`, { days: 3 });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await reservationRow(r.id)).dateExpiration!;
    expect(after.getTime() - before.getTime()).toBe(3 * 24 * HOUR);
    const [entry] = await auditOf(r.id);
    expect(entry).toMatchObject({
      action: 'RESERVATION_PROLONGEE',
      avant: { dateExpiration: before.toISOString() },
      apres: { dateExpiration: after.toISOString() },
      details: { jours: 3 },
    });
  });

  it('refuses to extend, validate or reject a hold past its date, or a cancelled one (409, nothing changes)', async () => {
    const expired = await createReservation(db(), buyer.id, { dateExpiration: new Date(Date.now() - HOUR) });
    const cancelled = await createReservation(db(), buyer.id, { statut: 'ANNULEE' });
    for (const [url, payload] of [
      [`/reservations/${expired.id}/extend`, { days: 7 }],
      [`/reservations/${expired.id}/valider`, {}],
      [`/reservations/${expired.id}/rejeter`, { commentaire: 'Trop tard' }],
    ] as const) {
      const res = await post(admin, url, payload);
      expect(res.statusCode, url).toBe(409);
      expect(res.json().message).toBe(
        'Cette réservation a expiré : elle ne peut plus être validée, rejetée ni prolongée.',
      );
    }
    const stale = await post(admin, `/reservations/${cancelled.id}/extend`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe("Cette réservation n'est plus en attente.");
    expect(await auditOf(expired.id)).toEqual([]);
    expect(await auditOf(cancelled.id)).toEqual([]);
    const row = await reservationRow(expired.id);
    expect(row.statut).toBe('EN_ATTENTE');
    expect(row.dateExpiration!.getTime()).toBeLessThan(Date.now());
  });

  it('records the PATCH and the buyer’s own cancellation with who did them', async () => {
    const patched = await createReservation(db(), buyer.id);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/reservations/${patched.id}`,
      headers: admin.headers,
      payload: { statut: 'ANNULEE', commentaire: 'Doublon' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await auditOf(patched.id))[0]).toMatchObject({
      action: 'RESERVATION_REJETEE',
      acteur: { id: admin.id },
    });

    const mine = await createReservation(db(), buyer.id);
    const cancel = await del(buyer, `/reservations/${mine.id}`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await auditOf(mine.id))[0]).toMatchObject({
      action: 'RESERVATION_ANNULEE',
      acteur: { id: buyer.id, role: 'ACHETEUR' },
      apres: { statut: 'ANNULEE' },
    });
  });

  it('lets an agent read but not act', async () => {
    const r = await createReservation(db(), buyer.id);
    expect((await get(agent, `/reservations/${r.id}`)).statusCode).toBe(200);
    for (const url of [`/reservations/${r.id}/valider`, `/reservations/${r.id}/extend`]) {
      expect((await post(agent, url, {})).statusCode).toBe(403);
    }
    expect(await auditOf(r.id)).toEqual([]);
  });
});

describe('staff actions on a payment', () => {
  it('validates a proof: the payment, the reservation and, once paid, the plot sold, each with its entry', async () => {
    const r = await createReservation(db(), buyer.id, { montantTotalCents: 50_000 });
    const paiementId = await submitProof(r.id, 500);
    const res = await post(admin, `/paiements/${paiementId}/valider`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect((await auditOf(paiementId))[0]).toMatchObject({
      action: 'PAIEMENT_VALIDE',
      acteur: { id: admin.id },
      avant: { statut: 'SOUMIS' },
      apres: { statut: 'VALIDE' },
      details: { reservationId: r.id, montant: 500 },
    });
    expect((await auditOf(r.id))[0]).toMatchObject({
      action: 'RESERVATION_VALIDEE',
      avant: { statut: 'EN_ATTENTE' },
      apres: { statut: 'VALIDEE' },
      details: { paiementId },
    });
    expect((await auditOf(r.parcelleId))[0]).toMatchObject({
      action: 'PARCELLE_VENDUE',
      entite: 'parcelle',
      avant: { statut: 'RESERVEE' },
      apres: { statut: 'VENDUE', proprietaireId: buyer.id },
    });

    const again = await post(admin, `/paiements/${paiementId}/valider`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Seul un paiement soumis peut être validé.');
    const late = await post(admin, `/paiements/${paiementId}/rejeter`, { commentaireAdmin: 'Non' });
    expect(late.statusCode).toBe(409);
    expect(await auditOf(paiementId)).toHaveLength(1);
  });

  it('rejects only with a comment, and only once', async () => {
    const r = await createReservation(db(), buyer.id);
    const paiementId = await submitProof(r.id, 100);
    const bare = await post(admin, `/paiements/${paiementId}/rejeter`, { commentaireAdmin: '  ' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors.commentaireAdmin).toBe('Un commentaire est requis pour rejeter un paiement');
    expect(await auditOf(paiementId)).toEqual([]);

    const res = await post(admin, `/paiements/${paiementId}/rejeter`, { commentaireAdmin: 'Reçu illisible' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await auditOf(paiementId))[0]).toMatchObject({
      action: 'PAIEMENT_REJETE',
      avant: { statut: 'SOUMIS' },
      apres: { statut: 'REJETE', commentaireAdmin: 'Reçu illisible' },
    });
    const again = await post(admin, `/paiements/${paiementId}/rejeter`, { commentaireAdmin: 'Encore' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Seul un paiement soumis peut être rejeté.');
    expect(await auditOf(paiementId)).toHaveLength(1);
  });

  it('lets one of two staff deciding on one payment at once win; the other is told, nothing doubles', async () => {
    const second = await createUser(t.app, db(), 'ADMIN');
    const r = await createReservation(db(), buyer.id);
    const paiementId = await submitProof(r.id, 100);
    const [validate, reject] = await Promise.all([
      post(admin, `/paiements/${paiementId}/valider`, { commentaireAdmin: 'Conforme' }),
      post(second, `/paiements/${paiementId}/rejeter`, { commentaireAdmin: 'Montant douteux' }),
    ]);
    const codes = [validate.statusCode, reject.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const loser = validate.statusCode === 409 ? validate : reject;
    expect(loser.json().message).toMatch(/^Seul un paiement soumis peut être (validé|rejeté)\.$/);
    const [row] = await db().select().from(paiements).where(eq(paiements.id, paiementId));
    expect(row!.statut).toBe(validate.statusCode === 200 ? 'VALIDE' : 'REJETE');
    expect(await auditOf(paiementId)).toHaveLength(1);
  });

  it('keeps an agent off every payment route and off the journal', async () => {
    const r = await createReservation(db(), buyer.id);
    const paiementId = await submitProof(r.id, 100);
    expect((await post(agent, `/paiements/${paiementId}/valider`, {})).statusCode).toBe(403);
    expect(
      (await post(agent, `/paiements/${paiementId}/rejeter`, { commentaireAdmin: 'x' })).statusCode,
    ).toBe(403);
    expect((await get(agent, '/paiements/admin/en-attente')).statusCode).toBe(403);
    expect((await get(agent, `/paiements/${paiementId}`)).statusCode).toBe(404);
    expect((await get(agent, '/audit')).statusCode).toBe(403);
    expect(await auditOf(paiementId)).toEqual([]);
  });

  it('leaves no entry when the action fails after writing it (one transaction)', async () => {
    const r = await createReservation(db(), buyer.id);
    const paiementId = await submitProof(r.id, 100);
    // The buyer's notification is written after the entry; make it fail.
    await db().execute(
      sql.raw(`create function refuse_notification() returns trigger language plpgsql as
        $$ begin raise exception 'panne simulée'; end $$`),
    );
    await db().execute(
      sql.raw(`create trigger refuse_notification before insert on notifications for each row
        when (new.user_id = '${buyer.id}') execute function refuse_notification()`),
    );
    try {
      const res = await post(admin, `/paiements/${paiementId}/valider`, {});
      expect(res.statusCode).toBe(500);
      expect(res.json().message).not.toMatch(/panne/);
    } finally {
      await db().execute(sql.raw('drop trigger refuse_notification on notifications'));
      await db().execute(sql.raw('drop function refuse_notification()'));
    }
    const [row] = await db().select().from(paiements).where(eq(paiements.id, paiementId));
    expect(row!.statut).toBe('SOUMIS');
    expect(await auditOf(paiementId)).toEqual([]);
    expect(await auditOf(r.id)).toEqual([]);
  });
});

describe('automatic transitions', () => {
  const sweeper = () => handSweeper(t);

  it('the sweeper records expiries and reminders as the system', async () => {
    const due = await createReservation(db(), buyer.id, { dateExpiration: new Date(Date.now() - HOUR) });
    const soon = await createReservation(db(), buyer.id, { dateExpiration: new Date(Date.now() + 2 * HOUR) });
    await sweeper().sweep();
    expect((await auditOf(due.id))[0]).toMatchObject({
      action: 'RESERVATION_EXPIREE',
      acteur: null,
      avant: { statut: 'EN_ATTENTE' },
      apres: { statut: 'EXPIREE' },
      details: { parcelleId: due.parcelleId, parcelleStatut: 'DISPONIBLE' },
    });
    expect((await auditOf(soon.id))[0]).toMatchObject({ action: 'RAPPEL_ENVOYE', acteur: null });
    // A second pass finds nothing left to do, and writes nothing.
    await sweeper().sweep();
    expect(await auditOf(due.id)).toHaveLength(1);
    expect(await auditOf(soon.id)).toHaveLength(1);
  });

  it('a hold found expired by a request is recorded as the system', async () => {
    const due = await createReservation(db(), buyer.id, { dateExpiration: new Date(Date.now() - HOUR) });
    const res = await t.app.inject(`/api/v1/reservations/check-availability/${due.parcelleId}`);
    expect(res.json().data.disponible).toBe(true);
    expect((await auditOf(due.id))[0]).toMatchObject({ action: 'RESERVATION_EXPIREE', acteur: null });
  });
});

describe('the journal and a reservation’s history', () => {
  it('filters by actor, entity, action and dates, newest first, paginated', async () => {
    const other = await createUser(t.app, db(), 'ADMIN');
    const [a, b] = [await createReservation(db(), buyer.id), await createReservation(db(), buyer.id)];
    await post(other, `/reservations/${a.id}/valider`);
    await post(other, `/reservations/${b.id}/extend`, { days: 2 });
    // Signing in is in the journal too: the reservations only.
    const mine = await get(admin, `/audit?acteurId=${other.id}&entite=reservation&limit=1`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.pagination).toEqual({ page: 1, limit: 1, total: 2, pages: 2 });
    expect(mine.json().data.evenements[0]).toMatchObject({ action: 'RESERVATION_PROLONGEE', entiteId: b.id });

    const extended = await get(
      admin,
      `/audit?acteurId=${other.id}&action=RESERVATION_VALIDEE&entite=reservation`,
    );
    expect(extended.json().data.evenements.map((e: AuditEvent) => e.entiteId)).toEqual([a.id]);
    const today = new Date().toISOString().slice(0, 10);
    const dated = await get(
      admin,
      `/audit?acteurId=${other.id}&entite=reservation&dateDebut=${today}&dateFin=${today}`,
    );
    expect(dated.json().data.pagination.total).toBe(2);
    const future = await get(admin, `/audit?acteurId=${other.id}&dateDebut=2999-01-01`);
    expect(future.json().data.evenements).toEqual([]);
  });

  it('refuses bad filters with the field’s French message', async () => {
    const cases: [string, string, string][] = [
      ['acteurId=moi', 'acteurId', "L'identifiant de l'auteur est invalide"],
      ['entite=banque', 'entite', "Le type d'élément est invalide"],
      ['action=PIRATER', 'action', "L'action est invalide"],
      ['dateDebut=hier', 'dateDebut', 'La date de début est invalide'],
      ['dateDebut=2026-05-02&dateFin=2026-05-01', 'dateFin', 'La date de fin doit suivre la date de début'],
      ['limit=500', 'limit', 'La limite doit être un entier entre 1 et 100'],
    ];
    for (const [query, field, message] of cases) {
      const res = await get(admin, `/audit?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors[field], query).toBe(message);
    }
  });

  it('starts a new reservation’s history with its creation by the buyer, once per reservation', async () => {
    const plot = await freePlot(db());
    const acheteur = await createUser(t.app, db());
    const reserve = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/reservations',
        headers: { ...acheteur.headers, 'idempotency-key': key },
        payload: { parcelleId: plot.id },
      });
    const key = `creation-${plot.id}`;
    const res = await reserve(key);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data;
    // A retry answers the same reservation and writes nothing more; a refused one writes nothing.
    expect((await reserve(key)).statusCode).toBe(201);
    expect((await reserve(`${key}-autre`)).statusCode).toBe(409);

    const history = await get(agent, `/reservations/${created.id}/historique`);
    expect(history.statusCode, history.body).toBe(200);
    const evenements: AuditEvent[] = history.json().data.evenements;
    expect(evenements).toHaveLength(1);
    expect(evenements[0]).toMatchObject({
      action: 'RESERVATION_CREEE',
      libelle: 'Réservation créée',
      entite: 'reservation',
      entiteId: created.id,
      acteur: { id: acheteur.id },
      avant: null,
      apres: {
        statut: 'EN_ATTENTE',
        reference: created.reference,
        dateExpiration: created.dateExpiration,
        montantTotal: plot.prixCents / 100,
      },
      details: { parcelleId: plot.id, numeroLot: plot.numeroLot },
    });
    // The journal has it too, and so has the plot's history.
    expect((await auditOf(created.id)).map((e) => e.action)).toEqual(['RESERVATION_CREEE']);
    const plotHistory = await get(admin, `/parcelles/${plot.id}/historique`);
    expect(plotHistory.json().data.evenements.map((e: AuditEvent) => e.action)).toContain(
      'RESERVATION_CREEE',
    );
  });

  it('shows staff a reservation’s history with its payments’, oldest first', async () => {
    const r = await createReservation(db(), buyer.id);
    const paiementId = await submitProof(r.id, 100);
    await post(admin, `/paiements/${paiementId}/rejeter`, { commentaireAdmin: 'Illisible' });
    await post(admin, `/reservations/${r.id}/extend`, { days: 1 });
    const res = await get(agent, `/reservations/${r.id}/historique`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.evenements.map((e: AuditEvent) => e.action)).toEqual([
      'PAIEMENT_REJETE',
      'RESERVATION_PROLONGEE',
    ]);
    expect(
      (await get(agent, '/reservations/00000000-0000-4000-8000-000000000000/historique')).statusCode,
    ).toBe(404);
    expect((await get(buyer, `/reservations/${r.id}/historique`)).statusCode).toBe(403);
  });
});
