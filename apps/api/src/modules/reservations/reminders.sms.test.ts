// Issue 25: each reminder (an instalment before, on and after its day, a hold about to expire)
// goes by SMS too, beside the notification and the mail, to a buyer with a phone who kept SMS on.
// The app sends its SMS to a real SMPP server on loopback (test/smpp.ts); the sweeps are driven by
// hand on a clock the test moves.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recouvrement } from '@parcelles/shared/contracts/recouvrement';
import { daysBetween, lubumbashiDay } from '@parcelles/shared/domain';
import { formatMoney, formatMoney2 } from '@parcelles/shared/format';
import { emailOutbox, parcelles, smsOutbox } from '../../db/schema/index';
import { decodeGsm7, toGsm7 } from '../../lib/gsm7';
import { createUser, signIn, type TestUser } from '../../../test/accounts';
import { movableClock } from '../../../test/clock';
import { createPlan, payAndValidate, reserveWithPlan } from '../../../test/instalment-fixtures';
import { freePlot } from '../../../test/reservation-fixtures';
import { api } from '../../../test/requests';
import { createTestAppWithSmpp, type TestAppWithSmpp } from '../../../test/smpp';
import { handSweeper } from '../../../test/sweeper';

const DAY = 86_400_000;
const clock = movableClock();
let t: TestAppWithSmpp;
let admin: TestUser;
let plan: { id: string };

beforeAll(async () => {
  t = await createTestAppWithSmpp({ EXPIRY_SWEEP_SECONDS: '3600' }, { clock });
  admin = await createUser(t.app, db(), 'ADMIN');
  plan = await createPlan(t.app, admin, { partAcompte: 30, nombreMensualites: 6 });
});
afterAll(() => t?.close());

function db() {
  return t.database.db;
}
const sweep = () => handSweeper(t, clock).sweep();
const today = () => lubumbashiDay(clock.now());
/** Moves the clock to `day - before` days (the clock only goes forward). */
const moveTo = (day: string, before = 0) => clock.advance((daysBetween(today(), day) - before) * DAY);
const money = (amount: number) =>
  toGsm7(Number.isInteger(amount) ? formatMoney(amount) : formatMoney2(amount));
const shortDay = (day: string) => day.split('-').reverse().join('/');

/** A buyer (phone +243812345678) whose deposit on the 30 % plan is paid: the sale is being paid. */
async function depositPaid() {
  admin = await signIn(t.app, admin);
  const buyer = await createUser(t.app, db());
  const plot = await freePlot(db());
  const r = await reserveWithPlan(t.app, buyer, plot.id, plan.id);
  await payAndValidate(t.app, buyer, admin, r.id, r.echeancier[0]!.montant);
  const [lot] = await db()
    .select({ n: parcelles.numeroLot })
    .from(parcelles)
    .where(eq(parcelles.id, plot.id));
  return { buyer, r, lot: lot!.n };
}

const smsAbout = (reference: string) => t.smsc.waitForSms((sms) => sms.text.includes(reference), 10_000);
const subjectsOf = async (email: string) =>
  (await db().select().from(emailOutbox).where(eq(emailOutbox.destinataire, email))).map((m) => m.sujet);

async function lastReminderChannels(reservationId: string) {
  admin = await signIn(t.app, admin);
  const res = await t.app.inject({ url: api('/admin/recouvrement'), headers: admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  const desk = res.json().data as Recouvrement;
  return desk.retards.find((r) => r.reservationId === reservationId)?.dernierRappel?.canaux;
}

describe('reminders by SMS (issue 25)', () => {
  it('send an instalment reminder by SMS to the buyer’s phone, in GSM-7, with the reference and the amount', async () => {
    const { buyer, r, lot } = await depositPaid();
    const second = r.echeancier[1]!;

    moveTo(second.dateEcheance, 3);
    await sweep();
    const before = await smsAbout(r.reference);
    const expected = toGsm7(
      `Cité Malaika: Mensualité 1 du lot ${lot}, ${money(second.montant)} à payer le ${shortDay(second.dateEcheance)}. Payez avec la référence ${r.reference}.`,
    );
    expect(before).toMatchObject({
      sourceAddr: 'MALAIKA',
      sourceAddrTon: 5,
      destinationAddr: '243812345678',
      destAddrTon: 1,
      destAddrNpi: 1,
      dataCoding: 0,
      text: expected,
    });
    expect(decodeGsm7(before.octets)).toBe(expected);
    // The mail went too, and the SMS is sent once.
    expect((await subjectsOf(buyer.email)).filter((s) => s.startsWith('Mensualité 1 '))).toHaveLength(1);
    await expect
      .poll(
        async () => (await db().select().from(smsOutbox).where(eq(smsOutbox.reservationId, r.id)))[0]?.statut,
      )
      .toBe('ENVOYE');
    await sweep();
    expect(t.smsc.received.filter((sms) => sms.text.includes(r.reference))).toHaveLength(1);

    // On the day, then a day late; the desk reports the SMS with the last reminder.
    moveTo(second.dateEcheance);
    await sweep();
    await t.smsc.waitForSms(
      (sms) => sms.text.includes(r.reference) && sms.text.includes("aujourd'hui"),
      10_000,
    );
    clock.advance(DAY);
    await sweep();
    const late = await t.smsc.waitForSms(
      (sms) => sms.text.includes(r.reference) && sms.text.includes('en retard'),
      10_000,
    );
    expect(late.text).toBe(
      toGsm7(
        `Cité Malaika: Mensualité 1 du lot ${lot} (échéance du ${shortDay(second.dateEcheance)}) en retard de 1 jour: ${money(second.montant)} à payer. Payez avec la référence ${r.reference}.`,
      ),
    );
    expect(await lastReminderChannels(r.id)).toEqual(['APP', 'EMAIL', 'SMS']);
  });

  it('send no SMS to a buyer who turned SMS off or has no phone, and still send the mail', async () => {
    const off = await depositPaid();
    const noPhone = await depositPaid();
    const turnedOff = await t.app.inject({
      method: 'PUT',
      url: api('/auth/profile/preferences'),
      headers: off.buyer.headers,
      payload: { rappelsSms: false },
    });
    expect(turnedOff.statusCode, turnedOff.body).toBe(200);
    const cleared = await t.app.inject({
      method: 'PUT',
      url: api('/auth/profile'),
      headers: noPhone.buyer.headers,
      payload: { nom: 'Sans Téléphone', email: noPhone.buyer.email, telephone: '' },
    });
    expect(cleared.json().data.telephone).toBeNull();

    // Each one's due day (the same one, unless the two were made either side of midnight), then late.
    const days = [off, noPhone].map(({ r }) => r.echeancier[1]!.dateEcheance).sort();
    for (const day of days) {
      moveTo(day);
      await sweep();
    }
    clock.advance(DAY);
    await sweep();
    for (const { buyer } of [off, noPhone]) {
      const subjects = await subjectsOf(buyer.email);
      expect(subjects.filter((s) => s.includes('c’est aujourd’hui'))).toHaveLength(1);
      expect(subjects.filter((s) => s.includes(': en retard de'))).toHaveLength(1);
    }
    const ids = [off.r.id, noPhone.r.id];
    expect(await db().select().from(smsOutbox).where(inArray(smsOutbox.reservationId, ids))).toHaveLength(0);
    expect(
      t.smsc.received.filter((sms) =>
        [off.r.reference, noPhone.r.reference].some((ref) => sms.text.includes(ref)),
      ),
    ).toEqual([]);
    expect(await lastReminderChannels(off.r.id)).toEqual(['APP', 'EMAIL']);
    expect(await lastReminderChannels(noPhone.r.id)).toEqual(['APP', 'EMAIL']);
  });

  it('send the hold-expiry reminder by SMS: when it expires and the deposit to pay', async () => {
    const buyer = await createUser(t.app, db());
    const r = await reserveWithPlan(t.app, buyer, (await freePlot(db())).id, plan.id);
    // A day before the hold ends (RESERVATION_HOLD_DAYS, 7 by default), the reminder goes.
    clock.advance(6 * DAY + 3600_000);
    await sweep();
    const sms = await smsAbout(r.reference);
    expect(sms.destinationAddr).toBe('243812345678');
    expect(sms.text).toMatch(
      new RegExp(
        `^Cité Malaika: votre réservation du lot \\S+ expire le \\d\\d/\\d\\d/\\d{4} à \\d\\dh\\d\\d\\. `,
      ),
    );
    expect(sms.text).toContain(`Acompte: ${money(r.echeancier[0]!.montant)}.`);
    expect(sms.text).toContain(`Payez avec la référence ${r.reference} puis envoyez la preuve.`);
    expect(decodeGsm7(sms.octets)).toBe(sms.text);
    const subjects = await subjectsOf(buyer.email);
    expect(subjects.filter((s) => s.includes('expire bientôt'))).toHaveLength(1);
  });
});
