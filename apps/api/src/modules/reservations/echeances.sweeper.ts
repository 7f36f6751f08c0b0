// The sweeper's instalment work (issue 12, ADR 015), run with the expiry sweep: a reminder 3 days
// before each due date and one on the day (Lubumbashi calendar days), in-app and by mail, once
// each; and an instalment still unpaid INSTALMENT_OVERDUE_DAYS after its date flagged once to the
// administrators. Rows are claimed FOR UPDATE SKIP LOCKED and marked in the same transaction as
// the notification and the queued mail, so two instances never send one twice.
import {
  ECHEANCE_REMINDER_DAYS_BEFORE,
  addDays,
  allocatePayments,
  daysBetween,
  fromCents,
  lubumbashiDay,
} from '@parcelles/shared/domain';
import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { recordAudit } from '../audit/audit.repository';
import * as usersRepo from '../auth/auth.repository';
import type { MailQueue } from '../mail/mail.service';
import { notificationTemplates as N } from '../mail/notification.templates';
import { notify, notifyAdmins } from '../notifications/notifications.service';
import * as paiementsRepo from '../paiements/paiements.repository';
import * as parcellesRepo from '../parcelles/parcelles.repository';
import * as repo from './echeances.repository';
import type { ReservationRow } from './reservations.repository';

const BATCH = 100;

export interface InstalmentSweepDeps {
  db: Database;
  mail: MailQueue;
  clock: Clock;
  overdueDays: number;
}

/** What is left to pay on instalment `numero`, payments going to the oldest instalment first. */
async function leftOn(tx: Executor, reservationId: string, numero: number): Promise<number> {
  const schedule = await repo.findSchedulesOf(tx, [reservationId]);
  const paid = await paiementsRepo.sumValidatedCents(tx, reservationId);
  const e = allocatePayments(schedule.get(reservationId) ?? [], paid, '0000-00-00').find(
    (x) => x.numero === numero,
  );
  return e ? e.montantCents - e.montantPayeCents : 0;
}

async function remind(
  { mail }: InstalmentSweepDeps,
  tx: Executor,
  { echeance, reservation: r }: { echeance: repo.EcheanceRow; reservation: ReservationRow },
  jour: boolean,
  now: Date,
) {
  const field = jour ? 'rappelJourLe' : 'rappelAvantLe';
  await repo.markEcheance(tx, r.id, echeance.numero, { [field]: now });
  const montantRestant = fromCents(await leftOn(tx, r.id, echeance.numero));
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
    numero: echeance.numero,
    montantRestant,
    dateEcheance: echeance.dateEcheance,
    jour,
  };
  await notify(tx, r.userId, {
    ...N.rappelEcheance(facts),
    donnees: { reservationId: r.id, parcelleId: r.parcelleId },
  });
  const buyer = await usersRepo.findContact(tx, r.userId);
  if (buyer) {
    await mail.queue(tx, buyer.email, 'rappelEcheance', { nom: buyer.nom, reference: r.reference, ...facts });
  }
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
  await notifyAdmins(tx, {
    ...N.echeanceEnRetard({ numeroLot, reference: r.reference, numero: echeance.numero, jours }),
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
  flagged += await batch(
    (tx, today) => repo.claimOverdue(tx, addDays(today, -deps.overdueDays), BATCH),
    (tx, row, today, now) => flag(tx, row, today, now),
  );
  return { reminded, flagged };
}
