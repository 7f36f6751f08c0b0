// Every EXPIRY_SWEEP_SECONDS: expires pending holds past their date (no proof under review) and
// frees their plots, and sends the single reminder 24 h before expiry (in-app, by mail, and by SMS
// to a buyer with a phone who kept SMS on, issue 25); then the instalments'
// reminders and overdue flags (echeances.sweeper.ts, ADR 015). Rows are claimed with
// FOR UPDATE SKIP LOCKED and re-checked by their state, so two instances never handle one twice.
import type { FastifyBaseLogger } from 'fastify';
import { EXPIRY_REMINDER_HOURS, echeanceLabel, fromCents } from '@parcelles/shared/domain';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { logFailure } from '../../lib/log-failure';
import type { MailQueue } from '../mail/mail.service';
import { notify } from '../notifications/notifications.service';
import { notificationTemplates as N } from '../mail/notification.templates';
import { smsTemplates } from '../mail/sms.templates';
import type { SmsQueue } from '../sms/sms.service';
import { recordAudit } from '../audit/audit.repository';
import * as usersRepo from '../auth/auth.repository';
import * as parcellesRepo from '../parcelles/parcelles.repository';
import * as repo from './reservations.repository';
import { findSchedulesOf } from './echeances.repository';
import { expireReservation } from './use-cases/end-reservation';
import { sweepInstalments } from './echeances.sweeper';
import { DEFAULT_INSTALMENT_OVERDUE_DAYS } from '@parcelles/shared/domain';

const BATCH = 50;

export interface SweepResult {
  expired: number;
  /** Hold-expiry reminders. */
  reminded: number;
  /** Instalment reminders (before and on the due day). */
  instalmentsReminded: number;
  /** Instalments flagged overdue to the administrators. */
  flagged: number;
}

export function createExpirySweeper(deps: {
  db: Database;
  mail: MailQueue;
  sms: SmsQueue;
  clock: Clock;
  intervalMs: number;
  /** INSTALMENT_OVERDUE_DAYS. */
  overdueDays?: number;
  /** INSTALMENT_REMINDERS_AFTER_DAYS. */
  remindersAfterDays?: readonly number[];
  log: FastifyBaseLogger;
}) {
  const { db, mail, sms, clock, intervalMs, log, overdueDays = DEFAULT_INSTALMENT_OVERDUE_DAYS } = deps;
  const { remindersAfterDays } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  async function expireDue(): Promise<number> {
    let total = 0;
    for (;;) {
      const done = await db.transaction(async (tx) => {
        const due = await repo.claimExpired(tx, clock.now(), BATCH);
        for (const r of due) await expireReservation(deps, tx, r);
        return due.length;
      });
      total += done;
      if (done < BATCH) return total;
    }
  }

  async function remindDue(): Promise<number> {
    return db.transaction(async (tx) => {
      const now = clock.now();
      const due = await repo.claimDueReminders(tx, now, EXPIRY_REMINDER_HOURS * 3600 * 1000, 200);
      for (const r of due) {
        await repo.updateReservation(tx, r.id, { rappelEnvoyeLe: now });
        await recordAudit(tx, {
          acteurId: null,
          action: 'RAPPEL_ENVOYE',
          entite: 'reservation',
          entiteId: r.id,
          avant: { rappelEnvoyeLe: null },
          apres: { rappelEnvoyeLe: now.toISOString() },
          details: { dateExpiration: r.dateExpiration!.toISOString() },
        });
        const lot = await parcellesRepo.findLotNumber(tx, r.parcelleId);
        const buyer = await usersRepo.findContact(tx, r.userId);
        await notify(tx, r.userId, {
          ...N.rappelExpiration({ numeroLot: lot, dateExpiration: r.dateExpiration! }),
          donnees: { reservationId: r.id, parcelleId: r.parcelleId },
        });
        if (buyer) {
          await mail.queue(tx, buyer.email, 'rappelExpiration', {
            nom: buyer.nom,
            numeroLot: lot,
            reference: r.reference,
            dateExpiration: r.dateExpiration!,
          });
          // The SMS says what keeps the hold: the first instalment (nothing is paid while it is pending).
          const schedule = (await findSchedulesOf(tx, [r.id])).get(r.id) ?? [];
          const texte = smsTemplates.rappelExpiration({
            numeroLot: lot,
            reference: r.reference,
            echeance: echeanceLabel(1, schedule.length),
            montant: fromCents(schedule[0]?.montantCents ?? r.montantTotalCents),
            dateExpiration: r.dateExpiration!,
          });
          await sms.queue(tx, buyer, texte, { reservationId: r.id, rappelLe: now });
        }
      }
      return due.length;
    });
  }

  /** One pass; never throws (a failing database is logged and retried at the next tick). */
  async function sweep(): Promise<SweepResult> {
    try {
      const expired = await expireDue();
      const reminded = await remindDue();
      const instalments = await sweepInstalments({ db, mail, sms, clock, overdueDays, remindersAfterDays });
      if (expired + reminded + instalments.reminded + instalments.flagged > 0) {
        mail.kick();
        sms.kick();
        log.info({ expired, reminded, instalments }, 'reservation sweep');
      }
      return { expired, reminded, instalmentsReminded: instalments.reminded, flagged: instalments.flagged };
    } catch (err) {
      logFailure(log, err, 'reservation sweep failed');
      return { expired: 0, reminded: 0, instalmentsReminded: 0, flagged: 0 };
    }
  }

  return {
    sweep: () => (running = running.then(sweep)) as Promise<SweepResult>,
    start() {
      timer ??= setInterval(() => void (running = running.then(sweep)), intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
