// Instalment reminders and overdue flags (issue 12, ADR 015) over real schedules: the tests move
// the app's clock a month ahead instead of waiting, and drive the sweeps by hand.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysBetween, lubumbashiDay } from '@parcelles/shared/domain';
import { echeances, emailOutbox, notifications, parcelles, reservations } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { movableClock } from '../../../test/clock';
import { freePlot } from '../../../test/reservation-fixtures';
import { createUser, signIn, type TestUser } from '../../../test/accounts';
import { formatMoney2 } from '@parcelles/shared/format';
import { createPlan, payAndValidate, reserveWithPlan } from '../../../test/instalment-fixtures';
import { handSweeper } from '../../../test/sweeper';

const DAY = 86_400_000;
const clock = movableClock();
let t: TestApp;
let admin: TestUser;
let plan: { id: string };
beforeAll(async () => {
  // The app's own sweeper is slowed right down; the overdue setting differs from its default so the
  // test shows it is read.
  t = await createTestApp({ EXPIRY_SWEEP_SECONDS: '3600', INSTALMENT_OVERDUE_DAYS: '10' }, { clock });
  admin = await createUser(t.app, db(), 'ADMIN');
  plan = await createPlan(t.app, admin, { partAcompte: 30, nombreMensualites: 6 });
});
afterAll(() => t?.close());

function db() {
  return t.database.db;
}
const sweeper = () => handSweeper(t, clock);
const today = () => lubumbashiDay(clock.now());
/** Moves the clock to `day - before` days, a day in Lubumbashi (the clock only goes forward). */
const moveTo = (day: string, before = 0) => clock.advance((daysBetween(today(), day) - before) * DAY);

const titlesOf = async (userId: string, reservationId: string) =>
  (
    await db()
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          sql`${notifications.donnees}->>'reservationId' = ${reservationId}`,
        ),
      )
  ).map((n) => n.titre);
const subjectsOf = async (email: string) =>
  (await db().select().from(emailOutbox).where(eq(emailOutbox.destinataire, email))).map((m) => m.sujet);

/** A buyer's reservation on the 30 % plan, its deposit paid and validated (VALIDEE). */
async function depositPaid(extra = 0) {
  // The clock may have moved past the admin's session.
  admin = await signIn(t.app, admin);
  const buyer = await createUser(t.app, db());
  const plot = await freePlot(db());
  const r = await reserveWithPlan(t.app, buyer, plot.id, plan.id);
  await payAndValidate(t.app, buyer, admin, r.id, r.echeancier[0]!.montant + extra);
  const [lot] = await db()
    .select({ n: parcelles.numeroLot })
    .from(parcelles)
    .where(eq(parcelles.id, plot.id));
  return { buyer, r, lot: lot!.n };
}

describe('instalment reminders', () => {
  it('go out 3 days before and on the due day, once each, in-app and by mail', async () => {
    const { buyer, r, lot } = await depositPaid();
    const second = r.echeancier[1]!;
    await sweeper().sweep();
    expect(await titlesOf(buyer.id, r.id)).not.toContain('Échéance à venir');

    moveTo(second.dateEcheance, 3);
    await sweeper().sweep();
    expect((await titlesOf(buyer.id, r.id)).filter((x) => x === 'Échéance à venir')).toHaveLength(1);
    // Instalment 2 is named as on the screens (issue 23): the deposit, then 'Mensualité 1'.
    const before = (await subjectsOf(buyer.email)).filter((s) => s.startsWith('Mensualité 1 '));
    expect(before).toHaveLength(1);
    expect(before[0]).toContain(`du lot ${lot}`);
    const [mail] = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.destinataire, buyer.email), sql`${emailOutbox.sujet} like 'Mensualité 1 %'`));
    expect(mail!.texte).toMatch(/Reste à payer sur cette échéance/);
    expect(mail!.texte).toContain('l’échéance « Mensualité 1 »');
    expect(mail!.texte).toContain(formatMoney2(second.montant));

    // A second sweep the same day sends nothing more; nor does the next day.
    await sweeper().sweep();
    clock.advance(DAY);
    await sweeper().sweep();
    expect((await titlesOf(buyer.id, r.id)).filter((x) => x === 'Échéance à venir')).toHaveLength(1);

    // On the day, two instances sweeping at the same time send one reminder between them.
    moveTo(second.dateEcheance);
    await Promise.all([sweeper().sweep(), sweeper().sweep()]);
    expect(
      (await titlesOf(buyer.id, r.id)).filter((x) => x === 'Échéance à régler aujourd’hui'),
    ).toHaveLength(1);
    const onTheDay = (await subjectsOf(buyer.email)).filter((s) => s.includes('c’est aujourd’hui'));
    expect(onTheDay).toHaveLength(1);
    const [row] = await db()
      .select()
      .from(echeances)
      .where(and(eq(echeances.reservationId, r.id), eq(echeances.numero, 2)));
    expect(row!.rappelAvantLe).not.toBeNull();
    expect(row!.rappelJourLe).not.toBeNull();
    // The deposit was paid: never reminded.
    expect((await subjectsOf(buyer.email)).filter((s) => s.startsWith('Acompte '))).toHaveLength(0);
  });

  it('leave a pending deposit to the hold reminder, and skip what is paid', async () => {
    const pending = await createUser(t.app, db());
    const cash = await reserveWithPlan(t.app, pending, (await freePlot(db())).id);
    const onPlan = await reserveWithPlan(t.app, pending, (await freePlot(db())).id, plan.id);
    const { buyer: ahead, r: paidAhead } = await depositPaid(0);
    admin = await signIn(t.app, admin);
    await payAndValidate(t.app, ahead, admin, paidAhead.id, paidAhead.echeancier[1]!.montant);
    // Two days before the holds end (the deposits' due day), and the day of the paid instalment.
    moveTo(cash.echeancier[0]!.dateEcheance, 2);
    await sweeper().sweep();
    moveTo(paidAhead.echeancier[1]!.dateEcheance);
    await sweeper().sweep();
    expect(await titlesOf(pending.id, cash.id)).not.toContain('Échéance à venir');
    expect(await titlesOf(pending.id, onPlan.id)).not.toContain('Échéance à venir');
    const aheadTitles = await titlesOf(ahead.id, paidAhead.id);
    expect(aheadTitles).not.toContain('Échéance à régler aujourd’hui');
  });
});

describe('reminders after the due day (issue 25)', () => {
  it('go out 1, 7 and 15 days late, once each, in-app and by mail, and stop once it is paid', async () => {
    const { buyer, r, lot } = await depositPaid();
    const second = r.echeancier[1]!;
    const lateNotes = async () =>
      (
        await db()
          .select()
          .from(notifications)
          .where(
            and(
              eq(notifications.userId, buyer.id),
              eq(notifications.titre, 'Échéance en retard'),
              sql`${notifications.message} like '%« Mensualité 1 »%'`,
            ),
          )
      ).length;
    moveTo(second.dateEcheance);
    await sweeper().sweep();
    expect(await lateNotes()).toBe(0);
    // Day after day for 20 days, two instances sweeping at once: one reminder on days 1, 7 and 15.
    const counts: number[] = [];
    for (let day = 1; day <= 20; day += 1) {
      clock.advance(DAY);
      await Promise.all([sweeper().sweep(), sweeper().sweep()]);
      counts.push(await lateNotes());
    }
    expect(counts).toEqual([1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3]);
    const subjects = (await subjectsOf(buyer.email)).filter((x) => x.includes('en retard de'));
    // The outbox is read in no particular order.
    expect(subjects).toHaveLength(3);
    expect(subjects).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`Mensualité 1 du lot ${lot} : en retard de 1 jour —`),
        expect.stringContaining(`Mensualité 1 du lot ${lot} : en retard de 7 jours —`),
        expect.stringContaining(`Mensualité 1 du lot ${lot} : en retard de 15 jours —`),
      ]),
    );
    const [mail] = await db()
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.destinataire, buyer.email),
          sql`${emailOutbox.sujet} like '%en retard de 15 jours%'`,
        ),
      );
    expect(mail!.texte).toContain(`Référence à indiquer sur votre virement : ${r.reference}`);
    expect(mail!.texte).toContain(formatMoney2(second.montant));

    // Paid, it is reminded no more (the next instalment's own reminders are another matter).
    admin = await signIn(t.app, admin);
    await payAndValidate(t.app, await signIn(t.app, buyer), admin, r.id, second.montant);
    clock.advance(20 * DAY);
    await sweeper().sweep();
    expect(await lateNotes()).toBe(3);
  });

  it('send one reminder, the latest due, when the sweeper comes back after days away', async () => {
    const { buyer, r } = await depositPaid();
    moveTo(r.echeancier[1]!.dateEcheance, -9);
    await sweeper().sweep();
    const subjects = (await subjectsOf(buyer.email)).filter((x) => x.includes('en retard de'));
    expect(subjects).toEqual([expect.stringContaining('en retard de 9 jours')]);
  });
});

describe('overdue instalments', () => {
  it('are flagged once to the administrators after INSTALMENT_OVERDUE_DAYS, and listed with enRetard=true', async () => {
    const { r, lot } = await depositPaid();
    const { buyer: onTime, r: paid, lot: paidLot } = await depositPaid();
    admin = await signIn(t.app, admin);
    await payAndValidate(t.app, onTime, admin, paid.id, paid.echeancier[1]!.montant);
    const second = r.echeancier[1]!;

    moveTo(second.dateEcheance, -9);
    await sweeper().sweep();
    let staff = await createUser(t.app, db(), 'ADMIN');
    const view = async (id: string) =>
      (await t.app.inject({ url: `/api/v1/reservations/${id}`, headers: staff.headers })).json().data;
    const listed = async (lotNumber: string, enRetard = 'true') =>
      (
        await t.app.inject({
          url: `/api/v1/reservations?lot=${encodeURIComponent(lotNumber)}&enRetard=${enRetard}`,
          headers: staff.headers,
        })
      )
        .json()
        .data.reservations.map((x: { id: string }) => x.id);
    expect((await view(r.id)).enRetard).toBe(false);
    expect(await listed(lot)).toEqual([]);
    expect(await titlesOf(staff.id, r.id)).toEqual([]);

    clock.advance(DAY);
    await sweeper().sweep();
    await sweeper().sweep();
    staff = await createUser(t.app, db(), 'ADMIN');
    expect((await view(r.id)).enRetard).toBe(true);
    expect((await view(r.id)).echeancier[1].statut).toBe('EN_RETARD');
    expect(await listed(lot)).toEqual([r.id]);
    expect(await listed(lot, 'false')).toEqual([r.id]);
    expect(await listed(paidLot)).toEqual([]);
    expect(await listed(paidLot, '')).toEqual([paid.id]);
    expect((await view(paid.id)).enRetard).toBe(false);

    const flags = await db()
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, admin.id),
          eq(notifications.titre, 'Échéance en retard'),
          sql`${notifications.donnees}->>'reservationId' = ${r.id}`,
        ),
      );
    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({
      titre: 'Échéance en retard',
      message: expect.stringContaining(`L’échéance « Mensualité 1 » du lot ${lot} (réservation`),
      donnees: { lien: `/admin/reservations/${r.id}` },
    });
    const [row] = await db()
      .select({ signaleLe: echeances.signaleLe })
      .from(echeances)
      .where(and(eq(echeances.reservationId, r.id), eq(echeances.numero, 2)));
    expect(row!.signaleLe).not.toBeNull();
    // Nothing is cancelled automatically.
    const [still] = await db()
      .select({ s: reservations.statut })
      .from(reservations)
      .where(eq(reservations.id, r.id));
    expect(still!.s).toBe('VALIDEE');

    const bad = await t.app.inject({
      url: '/api/v1/reservations?enRetard=peut-etre',
      headers: staff.headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});
