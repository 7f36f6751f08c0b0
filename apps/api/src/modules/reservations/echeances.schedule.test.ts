// Issue 25: the whole reminder schedule of one sale, day after day, with two instances sweeping at
// once. A plan with a deposit and 6 monthly instalments: the first instalment paid 10 days late,
// the second paid half before its day, then the sale cancelled by staff 8 days after it. Which
// reminders go out (each once), and which never do, are read from the audit trail, the buyer's
// notifications and the outbox.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays, daysBetween, lubumbashiDay } from '@parcelles/shared/domain';
import { formatMoney2 } from '@parcelles/shared/format';
import { auditEvents, emailOutbox, notifications, smsOutbox } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { movableClock } from '../../../test/clock';
import { createUser, signIn } from '../../../test/accounts';
import { createPlan, payAndValidate, reserveWithPlan } from '../../../test/instalment-fixtures';
import { freePlot } from '../../../test/reservation-fixtures';
import { requests } from '../../../test/requests';
import { handSweeper } from '../../../test/sweeper';

const DAY = 86_400_000;
const clock = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ EXPIRY_SWEEP_SECONDS: '3600' }, { clock });
});
afterAll(() => t?.close());

const db = () => t.database.db;
const today = () => lubumbashiDay(clock.now());

it('a sale on a plan, paid late, then partly, then cancelled: each reminder once, none after the end', async () => {
  let admin = await createUser(t.app, db(), 'ADMIN');
  const plan = await createPlan(t.app, admin, { partAcompte: 30, nombreMensualites: 6 });
  let buyer = await createUser(t.app, db());
  const r = await reserveWithPlan(t.app, buyer, (await freePlot(db())).id, plan.id);
  await payAndValidate(t.app, buyer, admin, r.id, r.echeancier[0]!.montant);
  const [, first, second, third] = r.echeancier;
  const start = today();
  const overdueFlagDay = addDays(second!.dateEcheance, t.config.instalmentOverdueDays);

  /** Signs both in again: the clock runs past their sessions. */
  const fresh = async () => {
    admin = await signIn(t.app, admin);
    buyer = await signIn(t.app, buyer);
  };
  const halfOfSecond = Math.round(second!.montant * 50) / 100;
  const events: Record<string, () => Promise<void>> = {
    // Mensualité 1 paid in full 10 days late: its +15 never goes.
    [addDays(first!.dateEcheance, 10)]: async () => {
      await fresh();
      await payAndValidate(t.app, buyer, admin, r.id, first!.montant);
    },
    // Half of Mensualité 2 paid five days ahead: its reminders ask for the other half.
    [addDays(second!.dateEcheance, -5)]: async () => {
      await fresh();
      await payAndValidate(t.app, buyer, admin, r.id, halfOfSecond);
    },
    // Cancelled by staff 8 days after Mensualité 2's day: nothing more is sent, nothing flagged.
    [addDays(second!.dateEcheance, 8)]: async () => {
      await fresh();
      const res = await requests(() => t.app).post(admin, `/reservations/${r.id}/rejeter`, {
        commentaire: 'Vente annulée à la demande de l’acheteur',
      });
      expect(res.statusCode, res.body).toBe(200);
    },
  };

  // Day after day until well past Mensualité 3's day and past the day an overdue flag would go.
  const last = [addDays(third!.dateEcheance, 20), addDays(overdueFlagDay, 5)].sort().at(-1)!;
  for (let day = start; day <= last; day = addDays(day, 1)) {
    clock.advance(daysBetween(today(), day) * DAY);
    await events[day]?.();
    await Promise.all([handSweeper(t, clock).sweep(), handSweeper(t, clock).sweep()]);
  }
  expect(daysBetween(start, last)).toBeGreaterThanOrEqual(60);

  const audit = await db()
    .select({ action: auditEvents.action, details: auditEvents.details })
    .from(auditEvents)
    .where(and(eq(auditEvents.entite, 'reservation'), eq(auditEvents.entiteId, r.id)));
  const reminders = audit
    .filter((a) => a.action === 'RAPPEL_ECHEANCE_ENVOYE')
    .map(({ details }) =>
      `${String(details!.numero)} ${String(details!.rappel)} ${details!.joursDeRetard ?? ''}`.trim(),
    )
    .sort();
  expect(reminders).toEqual(
    ['2 AVANT', '2 JOUR', '2 APRES 1', '2 APRES 7', '3 AVANT', '3 JOUR', '3 APRES 1', '3 APRES 7'].sort(),
  );
  expect(audit.filter((a) => a.action === 'ECHEANCE_SIGNALEE')).toEqual([]);

  // The buyer was told each of them once in the app, by mail and by SMS; never about the deposit.
  const titles = (
    await db()
      .select({ titre: notifications.titre })
      .from(notifications)
      .where(
        and(eq(notifications.userId, buyer.id), sql`${notifications.donnees}->>'reservationId' = ${r.id}`),
      )
  ).map((n) => n.titre);
  expect(titles.filter((x) => x === 'Échéance à venir')).toHaveLength(2);
  expect(titles.filter((x) => x === 'Échéance à régler aujourd’hui')).toHaveLength(2);
  expect(titles.filter((x) => x === 'Échéance en retard')).toHaveLength(4);
  const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.destinataire, buyer.email));
  const reminderMails = mails.filter((m) => /^(Acompte|Mensualité \d)/.test(m.sujet));
  expect(reminderMails).toHaveLength(8);
  expect(reminderMails.filter((m) => m.sujet.startsWith('Acompte'))).toEqual([]);
  expect(reminderMails.filter((m) => m.sujet.startsWith('Mensualité 3'))).toEqual([]);
  // After the half paid, Mensualité 2's reminders ask for the other half.
  const late = reminderMails.filter(
    (m) => m.sujet.startsWith('Mensualité 2') && m.sujet.includes('en retard'),
  );
  expect(late).toHaveLength(2);
  for (const m of late) expect(m.texte).toContain(formatMoney2(second!.montant - halfOfSecond));
  const sms = await db().select().from(smsOutbox).where(eq(smsOutbox.reservationId, r.id));
  expect(sms).toHaveLength(8);
  for (const m of sms) expect(m.texte).toContain(r.reference);
  expect(overdueFlagDay > addDays(second!.dateEcheance, 8)).toBe(true);
}, 300_000);
