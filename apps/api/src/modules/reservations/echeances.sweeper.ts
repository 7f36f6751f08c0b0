// The sweeper's instalment work (issue 12, ADR 015), run with the expiry sweep: a reminder 3 days
// before each due date and one on the day (Lubumbashi calendar days), in-app, by mail and by SMS
// (issue 25, ADR 044: to a buyer with a phone who kept SMS on), once each; reminders after the day while it stays unpaid (issue 25: +1, +7, +15 days by default);
// and an instalment still unpaid INSTALMENT_OVERDUE_DAYS after its date flagged once to the
// administrators. Rows are claimed FOR UPDATE SKIP LOCKED and marked in the same transaction as
// the notification and the queued mail and SMS, so two instances never send one twice.
import {
  DEFAULT_REMINDERS_AFTER_DAYS,
  ECHEANCE_REMINDER_DAYS_BEFORE,
  addDays,
  allocatePayments,
  daysBetween,
  echeanceLabel,
  fromCents,
  lubumbashiDay,
} from '@parcelles/shared/domain';
import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { recordAudit } from '../audit/audit.repository';
import * as usersRepo from '../auth/auth.repository';
import type { MailQueue } from '../mail/mail.service';
import type { TemplateData } from '../mail/mail.templates';
import { notificationTemplates as N } from '../mail/notification.templates';
import { smsTemplates } from '../mail/sms.templates';
import type { SmsQueue } from '../sms/sms.service';
import { notify, notifyAdmins } from '../notifications/notifications.service';
import { sumValidatedCents } from './ledger.repository';
import * as parcellesRepo from '../parcelles/parcelles.repository';
import * as repo from './echeances.repository';
import type { ReservationRow } from './reservations.repository';

const BATCH = 100;

export interface InstalmentSweepDeps {
  db: Database;
  mail: MailQueue;
  sms: SmsQueue;
  clock: Clock;
  overdueDays: number;
  /** INSTALMENT_REMINDERS_AFTER_DAYS, ascending (issue 25). */
  remindersAfterDays?: readonly number[];
}

/**
 * What is left to pay on instalment `numero`, payments going to the oldest instalment first, and
 * its name as the screens give it ('Mensualité 1', issue 23).
 */
async function leftOn(
  tx: Executor,
  reservationId: string,
  numero: number,
): Promise<{ cents: number; echeance: string }> {
  const schedule = (await repo.findSchedulesOf(tx, [reservationId])).get(reservationId) ?? [];
  const paid = await sumValidatedCents(tx, reservationId);
  const e = allocatePayments(schedule, paid, '0000-00-00').find((x) => x.numero === numero);
  return {
    cents: e ? e.montantCents - e.montantPayeCents : 0,
    echeance: echeanceLabel(numero, schedule.length),
  };
}

/**
 * An instalment reminder to the reservation's buyer: in-app, by mail with the reference, and by SMS
 * (`texte`) when the buyer has a phone and kept SMS on, the SMS naming the reminder (`now`, as
 * recorded on the instalment) so the collections desk can tell it went by SMS.
 */
async function tellBuyer<K extends 'rappelEcheance' | 'echeanceImpayee'>(
  { mail, sms }: Pick<InstalmentSweepDeps, 'mail' | 'sms'>,
  tx: Executor,
  r: ReservationRow,
  notification: Parameters<typeof notify>[2],
  template: K,
  facts: Omit<TemplateData<K>, 'nom' | 'reference'>,
  texte: string,
  now: Date,
) {
  await notify(tx, r.userId, { ...notification, donnees: { reservationId: r.id, parcelleId: r.parcelleId } });
  const buyer = await usersRepo.findContact(tx, r.userId);
  if (buyer) {
    await mail.queue(tx, buyer.email, template, {
      nom: buyer.nom,
      reference: r.reference,
      ...facts,
    } as TemplateData<K>);
    await sms.queue(tx, buyer, texte, { reservationId: r.id, rappelLe: now });
  }
}

async function remind(
  deps: InstalmentSweepDeps,
  tx: Executor,
  { echeance, reservation: r }: { echeance: repo.EcheanceRow; reservation: ReservationRow },
  jour: boolean,
  now: Date,
) {
  const field = jour ? 'rappelJourLe' : 'rappelAvantLe';
  await repo.markEcheance(tx, r.id, echeance.numero, { [field]: now });
  const left = await leftOn(tx, r.id, echeance.numero);
  await recordAudit(tx, {
    acteurId: null,
    action: 'RAPPEL_ECHEANCE_ENVOYE',
    entite: 'reservation',
    entiteId: r.id,
    details: {
      numero: echeance.numero,
      dateEcheance: echeance.dateEcheance,
      rappel: jour ? 'JOUR' : 'AVANT',
    },
  });
  const numeroLot = await parcellesRepo.findLotNumber(tx, r.parcelleId);
  const facts = {
    numeroLot,
    echeance: left.echeance,
    montantRestant: fromCents(left.cents),
    dateEcheance: echeance.dateEcheance,
    jour,
  };
  const texte = smsTemplates.rappelEcheance({ ...facts, reference: r.reference });
  await tellBuyer(deps, tx, r, N.rappelEcheance(facts), 'rappelEcheance', facts, texte, now);
}

/**
 * Issue 25: an instalment still unpaid after its day: the buyer is told how late and what to pay,
 * in-app, by mail and by SMS, with the audit entry. The sweeper sends the largest configured delay reached
 * (`step`), once; staff may send one by hand (`by`, no step: the automatic ones still go).
 */
export async function sendLateReminder(
  deps: Pick<InstalmentSweepDeps, 'mail' | 'sms'>,
  tx: Executor,
  { echeance, reservation: r }: { echeance: repo.EcheanceRow; reservation: ReservationRow },
  today: string,
  now: Date,
  sender: { step: number } | { by: string },
) {
  const late = daysBetween(echeance.dateEcheance, today);
  await repo.markEcheance(tx, r.id, echeance.numero, {
    rappelApresLe: now,
    ...('step' in sender ? { rappelApresJours: sender.step } : {}),
  });
  const left = await leftOn(tx, r.id, echeance.numero);
  await recordAudit(tx, {
    acteurId: 'by' in sender ? sender.by : null,
    action: 'RAPPEL_ECHEANCE_ENVOYE',
    entite: 'reservation',
    entiteId: r.id,
    details: {
      numero: echeance.numero,
      dateEcheance: echeance.dateEcheance,
      rappel: 'by' in sender ? 'MANUEL' : 'APRES',
      joursDeRetard: late,
    },
  });
  const numeroLot = await parcellesRepo.findLotNumber(tx, r.parcelleId);
  const facts = {
    numeroLot,
    echeance: left.echeance,
    montantRestant: fromCents(left.cents),
    dateEcheance: echeance.dateEcheance,
    jours: late,
  };
  const texte = smsTemplates.echeanceImpayee({ ...facts, reference: r.reference });
  await tellBuyer(deps, tx, r, N.echeanceImpayee(facts), 'echeanceImpayee', facts, texte, now);
}

async function flag(
  tx: Executor,
  { echeance, reservation: r }: { echeance: repo.EcheanceRow; reservation: ReservationRow },
  today: string,
  now: Date,
) {
  await repo.markEcheance(tx, r.id, echeance.numero, { signaleLe: now });
  const jours = daysBetween(echeance.dateEcheance, today);
  await recordAudit(tx, {
    acteurId: null,
    action: 'ECHEANCE_SIGNALEE',
    entite: 'reservation',
    entiteId: r.id,
    details: { numero: echeance.numero, dateEcheance: echeance.dateEcheance, joursDeRetard: jours },
  });
  const numeroLot = await parcellesRepo.findLotNumber(tx, r.parcelleId);
  const schedule = (await repo.findSchedulesOf(tx, [r.id])).get(r.id) ?? [];
  await notifyAdmins(tx, {
    ...N.echeanceEnRetard({
      numeroLot,
      reference: r.reference,
      echeance: echeanceLabel(echeance.numero, schedule.length),
      jours,
    }),
    donnees: { reservationId: r.id, lien: `/admin/reservations/${r.id}` },
  });
}

/** One pass over the instalments; the caller catches and logs a failure. */
export async function sweepInstalments(
  deps: InstalmentSweepDeps,
): Promise<{ reminded: number; flagged: number }> {
  let reminded = 0;
  let flagged = 0;
  const batch = async (
    claimRows: (tx: Executor, today: string) => ReturnType<typeof repo.claimDayReminders>,
    handle: (
      tx: Executor,
      row: Awaited<ReturnType<typeof repo.claimDayReminders>>[number],
      today: string,
      now: Date,
    ) => Promise<void>,
  ): Promise<number> => {
    let total = 0;
    for (;;) {
      const done = await deps.db.transaction(async (tx) => {
        const now = deps.clock.now();
        const today = lubumbashiDay(now);
        const rows = await claimRows(tx, today);
        for (const row of rows) await handle(tx, row, today, now);
        return rows.length;
      });
      total += done;
      if (done < BATCH) return total;
    }
  };
  // The day's reminder first: when the due day has come, the one before is no longer sent.
  reminded += await batch(
    (tx, today) => repo.claimDayReminders(tx, today, BATCH),
    (tx, row, _today, now) => remind(deps, tx, row, true, now),
  );
  reminded += await batch(
    (tx, today) => repo.claimBeforeReminders(tx, today, addDays(today, ECHEANCE_REMINDER_DAYS_BEFORE), BATCH),
    (tx, row, _today, now) => remind(deps, tx, row, false, now),
  );
  reminded += await batch(
    (tx, today) =>
      repo.claimAfterReminders(tx, today, deps.remindersAfterDays ?? DEFAULT_REMINDERS_AFTER_DAYS, BATCH),
    (tx, row, today, now) => {
      const days = daysBetween(row.echeance.dateEcheance, today);
      const steps = (deps.remindersAfterDays ?? DEFAULT_REMINDERS_AFTER_DAYS).filter((d) => d <= days);
      return sendLateReminder(deps, tx, row, today, now, { step: Math.max(...steps) });
    },
  );
  flagged += await batch(
    (tx, today) => repo.claimOverdue(tx, addDays(today, -deps.overdueDays), BATCH),
    (tx, row, today, now) => flag(tx, row, today, now),
  );
  return { reminded, flagged };
}
