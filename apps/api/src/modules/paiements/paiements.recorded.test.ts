// Issue 26: ADMIN records a payment received at the cash office or seen on a statement. It is
// validated at once with the next gap-free receipt number, notifies the buyer, and counts toward
// the plan exactly as a validated proof does (the oldest instalment settled first, the reservation
// validated, the plot sold when paid up). JSON or multipart with a scan, Idempotency-Key honoured,
// every bad input a French 4xx.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, emailOutbox, notifications, paiements, parcelles, recus } from '../../db/schema/index';
import { localDay } from '../../lib/calendar';
import { MANY_PROOFS, createTestApp, type TestApp } from '../../../test/build-app';
import { createUsers, type TestUser } from '../../../test/accounts';
import { createPlan, payAndValidate, reserveWithPlan } from '../../../test/instalment-fixtures';
import { createReservation, elfBytes, freePlot, pdfBytes } from '../../../test/reservation-fixtures';
import { requests } from '../../../test/requests';

const DAY = 86_400_000;
let t: TestApp;
let admin: TestUser;
let agent: TestUser;
let buyer: TestUser;
const db = () => t.database.db;
const { get, post, postForm } = requests(() => t.app);
const today = () => localDay(new Date());

const lastReceipt = async () =>
  (await db().select({ numero: recus.numero }).from(recus).orderBy(desc(recus.numero)).limit(1))[0]?.numero ??
  0;

beforeAll(async () => {
  t = await createTestApp(MANY_PROOFS);
  [admin, agent, buyer] = await createUsers(t.app, db(), 'ADMIN', 'AGENT', 'ACHETEUR');
});
afterAll(() => t?.close());

describe('a payment staff record', () => {
  it('received in cash: validated at once with the next receipt number, settling the oldest instalment', async () => {
    const plan = await createPlan(t.app, admin, { partAcompte: 30, nombreMensualites: 6 });
    const plot = await freePlot(db());
    const reservation = await reserveWithPlan(t.app, buyer, plot.id, plan.id);
    const [deposit, first] = reservation.echeancier;
    // A proof validated first takes a number; the recorded payment takes the next one.
    const other = await reserveWithPlan(t.app, buyer, (await freePlot(db())).id);
    await payAndValidate(t.app, buyer, admin, other.id, 100);
    const before = await lastReceipt();

    const res = await post(admin, '/admin/paiements', {
      reservationId: reservation.id,
      methode: 'ESPECES',
      montant: deposit!.montant,
      datePaiement: today(),
      referencePaiement: 'Bordereau caisse 0042',
      commentaireAdmin: 'Reçu au guichet',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Paiement enregistré et validé : son reçu est émis.',
      data: {
        statut: 'VALIDE',
        methode: 'ESPECES',
        montant: deposit!.montant,
        commentaireAdmin: 'Reçu au guichet',
        recu: { numero: before + 1 },
        preuves: [],
      },
    });
    const paiementId = res.json().data.id;

    const after = (await get(buyer, `/reservations/${reservation.id}`)).json().data;
    expect(after.statut).toBe('VALIDEE');
    expect(after.echeancier[0]).toMatchObject({ numero: 1, statut: 'PAYEE', montantPaye: deposit!.montant });
    expect(after.echeancier[1]).toMatchObject({
      numero: 2,
      montantPaye: 0,
      dateEcheance: first!.dateEcheance,
    });

    const [row] = await db().select().from(paiements).where(eq(paiements.id, paiementId));
    expect(row).toMatchObject({ enregistreParId: admin.id, traiteParId: admin.id, userId: buyer.id });
    const listed = (await get(admin, '/paiements/admin/tous?methode=ESPECES&limit=100'))
      .json()
      .data.paiements.find((p: { id: string }) => p.id === paiementId);
    expect(listed).toMatchObject({ enregistrePar: { id: admin.id, nom: 'Test ADMIN' }, releve: null });

    const told = await db().select().from(notifications).where(eq(notifications.userId, buyer.id));
    expect(told.map((n) => n.titre)).toEqual(expect.arrayContaining(['Paiement validé']));
    await t.app.afterReply?.idle?.();
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.destinataire, buyer.email));
    expect(mails.some((m) => m.piecesJointes.some((p) => p.type === 'recu'))).toBe(true);
    const [audit] = await db().select().from(auditEvents).where(eq(auditEvents.entiteId, paiementId));
    expect(audit).toMatchObject({
      action: 'PAIEMENT_ENREGISTRE',
      acteurId: admin.id,
      apres: { statut: 'VALIDE', methode: 'ESPECES', datePaiement: today() },
    });
  });

  it('paying what is left sells the plot; more than what is left is refused on the amount', async () => {
    const r = await createReservation(db(), buyer.id, { montantTotalCents: 150_000, statut: 'VALIDEE' });
    const tooMuch = await post(admin, '/admin/paiements', {
      reservationId: r.id,
      methode: 'VIREMENT_BANCAIRE',
      montant: 1500.01,
      datePaiement: today(),
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors.montant).toMatch(
      /^Le montant dépasse ce qui reste à payer sur cette réservation \(1\s500,00\s\$US\)\.$/,
    );
    const paid = await post(admin, '/admin/paiements', {
      reservationId: r.id,
      methode: 'VIREMENT_BANCAIRE',
      montant: 1500,
      datePaiement: localDay(new Date(Date.now() - 2 * DAY)),
      referencePaiement: 'FT26-0001',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().data.datePaiement.slice(0, 10)).toBe(localDay(new Date(Date.now() - 2 * DAY)));
    const [plot] = await db().select().from(parcelles).where(eq(parcelles.id, r.parcelleId));
    expect(plot).toMatchObject({ statut: 'VENDUE', proprietaireId: buyer.id });
    const again = await post(admin, '/admin/paiements', {
      reservationId: r.id,
      methode: 'ESPECES',
      montant: 1,
      datePaiement: today(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Cette réservation est déjà entièrement payée.');
  });

  it('takes a scan as multipart (the proof files’ rules) and a mobile money transaction once', async () => {
    const r = await createReservation(db(), buyer.id, { montantTotalCents: 1_000_000 });
    const fields = {
      reservationId: r.id,
      methode: 'MOBILE_MONEY',
      operateur: 'AIRTEL_MONEY',
      referencePaiement: 'am 7788 99',
      montant: '250,50',
      datePaiement: today(),
    };
    const res = await postForm(admin, '/admin/paiements', fields, [
      { name: 'preuves', filename: 'bordereau.pdf', contentType: 'application/pdf', data: pdfBytes() },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      montant: 250.5,
      operateur: 'AIRTEL_MONEY',
      referencePaiement: 'AM778899',
      preuves: [{ nomFichier: 'bordereau.pdf', typeMime: 'application/pdf' }],
    });
    const twice = await postForm(admin, '/admin/paiements', fields);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors.referencePaiement).toBe(
      'Cette transaction Airtel Money a déjà été déclarée pour un autre paiement.',
    );
    const program = await postForm(admin, '/admin/paiements', { ...fields, referencePaiement: 'AM-2' }, [
      { name: 'preuves', filename: 'scan.pdf', data: elfBytes() },
    ]);
    expect(program.statusCode).toBe(415);
  });

  it('answers the first result again for the same Idempotency-Key', async () => {
    const r = await createReservation(db(), buyer.id, { montantTotalCents: 1_000_000 });
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/paiements',
        headers: { ...admin.headers, 'idempotency-key': `caisse-${r.id}` },
        payload: { reservationId: r.id, methode: 'ESPECES', montant: 10, datePaiement: today() },
      });
    const [first, second] = [await send(), await send()];
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().data.id).toBe(first.json().data.id);
    expect(await db().select().from(paiements).where(eq(paiements.reservationId, r.id))).toHaveLength(1);
  });

  it('refuses every bad input in French: fields, a day in the future, an ended reservation', async () => {
    const bad = await post(admin, '/admin/paiements', {
      reservationId: '',
      methode: 'CHEQUE',
      montant: -5,
      datePaiement: '2026-02-30',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      reservationId: "L'ID de la réservation est requis",
      methode: 'Méthode de paiement invalide',
      montant: 'Le montant doit être positif',
      datePaiement: 'La date du paiement doit être une date valide (AAAA-MM-JJ)',
    });
    const mobile = await post(admin, '/admin/paiements', {
      reservationId: '00000000-0000-4000-8000-000000000000',
      methode: 'MOBILE_MONEY',
      montant: 5,
      datePaiement: today(),
    });
    expect(mobile.json().errors).toEqual({
      operateur: "L'opérateur mobile money est requis",
      referencePaiement: 'Le numéro de transaction est requis',
    });
    const r = await createReservation(db(), buyer.id, { montantTotalCents: 1_000_000 });
    const future = await post(admin, '/admin/paiements', {
      reservationId: r.id,
      methode: 'ESPECES',
      montant: 5,
      datePaiement: localDay(new Date(Date.now() + 2 * DAY)),
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toEqual({
      datePaiement: 'La date du paiement ne peut pas être dans le futur.',
    });
    const unknown = await post(admin, '/admin/paiements', {
      reservationId: '00000000-0000-4000-8000-000000000000',
      methode: 'ESPECES',
      montant: 5,
      datePaiement: today(),
    });
    expect(unknown.statusCode).toBe(404);
    for (const reservation of [
      await createReservation(db(), buyer.id, { statut: 'ANNULEE' }),
      await createReservation(db(), buyer.id, { dateExpiration: new Date(Date.now() - DAY) }),
    ]) {
      const ended = await post(admin, '/admin/paiements', {
        reservationId: reservation.id,
        methode: 'ESPECES',
        montant: 5,
        datePaiement: today(),
      });
      expect(ended.statusCode).toBe(409);
      expect(ended.json().message).toBe(
        'Cette réservation n’est plus en cours (annulée ou expirée) : elle n’accepte plus de paiement.',
      );
    }
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/paiements',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: '[]',
    });
    expect(empty.statusCode).toBe(400);
    for (const user of [agent, buyer]) {
      const refused = await post(user, '/admin/paiements', { reservationId: r.id });
      expect(refused.statusCode).toBe(403);
    }
  });
});
