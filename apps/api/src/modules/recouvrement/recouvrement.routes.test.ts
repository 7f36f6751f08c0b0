// The collections desk (issue 25) against a hand-computed fixture: four reservations whose
// schedules and payments are written as they would be, on a clock set to Wednesday 16 December 2026.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recouvrement } from '@parcelles/shared/contracts/recouvrement';
import { auditEvents, echeances, emailOutbox, notifications, reservations } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createUsers, type TestUser } from '../../../test/accounts';
import {
  createReservation,
  insertSchedule,
  insertValidatedPayment,
} from '../../../test/reservation-fixtures';
import { api } from '../../../test/requests';
import type { Clock } from '../../lib/clock';

const NOW = new Date('2026-12-16T10:00:00Z');
const clock: Clock = { now: () => new Date(NOW) };
let t: TestApp;
let admin: TestUser, agent: TestUser, buyer: TestUser;
let late: { id: string; reference: string; numeroLot: string };
let onTimeId: string;

const at = (iso: string) => new Date(`${iso}T10:00:00Z`);
const db = () => t.database.db;

const schedule = (reservationId: string, lines: [string, number][]) =>
  insertSchedule(db(), reservationId, lines);
const validated = (reservationId: string, dollars: number, day: string) =>
  insertValidatedPayment(db(), { reservationId, userId: buyer.id, dollars, at: at(day) });

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  [admin, agent, buyer] = await createUsers(t.app, db(), 'ADMIN', 'AGENT', 'ACHETEUR');
  // A: 1 000 paid of 1 400; instalment 2 late by 40 days (200 left), 3 by 5 days (300).
  late = await createReservation(db(), buyer.id, { statut: 'VALIDEE', montantTotalCents: 140_000 });
  await schedule(late.id, [
    ['2026-10-01', 500],
    ['2026-11-06', 300],
    ['2026-12-11', 300],
    ['2027-01-11', 300],
  ]);
  await validated(late.id, 500, '2026-10-01');
  await validated(late.id, 100, '2026-12-15');
  await db()
    .update(echeances)
    .set({ rappelApresLe: at('2026-12-13'), rappelApresJours: 7 })
    .where(eq(echeances.reservationId, late.id));
  // B: on time; one instalment due this week, one in February.
  const onTime = await createReservation(db(), buyer.id, { statut: 'VALIDEE', montantTotalCents: 180_000 });
  onTimeId = onTime.id;
  await schedule(onTime.id, [
    ['2026-12-01', 1000],
    ['2026-12-18', 400],
    ['2027-02-18', 400],
  ]);
  await validated(onTime.id, 1000, '2026-12-01');
  // C: cancelled with an instalment unpaid: owes nothing.
  const ended = await createReservation(db(), buyer.id, { statut: 'ANNULEE', montantTotalCents: 50_000 });
  await schedule(ended.id, [['2026-11-20', 500]]);
  // D: a hold running until Sunday, its deposit due then: due this week, late for nobody.
  const hold = await createReservation(db(), buyer.id, { dateExpiration: at('2026-12-20') });
  await db()
    .update(reservations)
    .set({ dateExpiration: at('2026-12-20') })
    .where(eq(reservations.id, hold.id));
  await schedule(hold.id, [['2026-12-20', 200]]);
});
afterAll(() => t?.close());

const desk = async (user: TestUser) =>
  t.app.inject({ url: api('/admin/recouvrement'), headers: user.headers });

describe('GET /admin/recouvrement', () => {
  it('gives due against collected, the forecast, the ageing and the late payers, as computed by hand', async () => {
    const res = await desk(admin);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as Recouvrement;
    expect(data.semaine).toEqual({ du: '2026-12-14', au: '2026-12-20', echu: 600, encaisse: 100 });
    expect(data.mois).toEqual({ du: '2026-12-01', au: '2026-12-31', echu: 1900, encaisse: 1100 });
    expect(data.previsions).toEqual([
      { mois: '2027-01', montant: 300 },
      { mois: '2027-02', montant: 400 },
      { mois: '2027-03', montant: 0 },
      { mois: '2027-04', montant: 0 },
      { mois: '2027-05', montant: 0 },
      { mois: '2027-06', montant: 0 },
    ]);
    expect(data.anciennete).toEqual({ j1a30: 300, j31a60: 200, j61a90: 0, plus90: 0 });
    expect(data.retards).toEqual([
      {
        reservationId: late.id,
        reference: late.reference,
        numeroLot: late.numeroLot,
        acheteur: { id: buyer.id, nom: 'Test ACHETEUR', email: buyer.email, telephone: '+243812345678' },
        echeance: 'Mensualité 1',
        dateEcheance: '2026-11-06',
        montantEnRetard: 500,
        joursDeRetard: 40,
        dernierRappel: { le: at('2026-12-13').toISOString(), canaux: ['APP', 'EMAIL'] },
      },
    ]);
  });

  it('lets an administrator remind a late payer in one click, once a day at most, in the journal', async () => {
    const remind = (user: TestUser, id: string) =>
      t.app.inject({ method: 'POST', url: api(`/admin/recouvrement/${id}/rappel`), headers: user.headers });
    expect((await remind(agent, late.id)).statusCode).toBe(403);
    const sent = await remind(admin, late.id);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe('Rappel envoyé à l’acheteur.');
    const [note] = await db().select().from(notifications).where(eq(notifications.userId, buyer.id));
    expect(note).toMatchObject({ titre: 'Échéance en retard' });
    expect(note!.message).toContain('« Mensualité 1 »');
    expect(note!.message).toContain('en retard de 40 jours');
    const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.destinataire, buyer.email));
    expect(mail!.sujet).toContain(`Mensualité 1 du lot ${late.numeroLot} : en retard de 40 jours`);
    const [entry] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entiteId, late.id), eq(auditEvents.action, 'RAPPEL_ECHEANCE_ENVOYE')));
    expect(entry).toMatchObject({
      acteurId: admin.id,
      details: expect.objectContaining({ rappel: 'MANUEL' }),
    });
    // The desk shows it as the last reminder.
    const data = (await desk(admin)).json().data as Recouvrement;
    expect(data.retards[0]!.dernierRappel?.le).toBe(NOW.toISOString());

    const again = await remind(admin, late.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Un rappel a déjà été envoyé il y a moins de 24 heures.');
    const notLate = await remind(admin, onTimeId);
    expect(notLate.statusCode).toBe(409);
    expect(notLate.json().message).toBe('Aucune échéance en retard sur cette réservation.');
    expect((await remind(admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('is for the staff: agents read it, buyers and visitors do not', async () => {
    expect((await desk(agent)).statusCode).toBe(200);
    expect((await desk(buyer)).statusCode).toBe(403);
    expect((await t.app.inject({ url: api('/admin/recouvrement') })).statusCode).toBe(401);
  });
});
