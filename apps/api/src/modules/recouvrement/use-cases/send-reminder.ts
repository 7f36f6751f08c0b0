// POST /admin/recouvrement/{id}/rappel (issue 25): an administrator reminds a late payer in one
// click, about the reservation's oldest late instalment, in-app, by mail and by SMS, audited under their
// name (so it shows in the reservation's history). At most one reminder a day per reservation,
// the automatic ones included, so that one click too many never floods a buyer.
import { allocatePayments, lubumbashiDay } from '@parcelles/shared/domain';
import { notFound } from '@parcelles/shared/errors';
import { conflict } from '../../../lib/conflict';
import { isUuid } from '../../../lib/ids';
import { RECOUVREMENT_MESSAGES as M } from '../../mail/messages';
import * as echeancesRepo from '../../reservations/echeances.repository';
import { sendLateReminder } from '../../reservations/echeances.sweeper';
import { sumValidatedCents } from '../../reservations/ledger.repository';
import * as reservationsRepo from '../../reservations/reservations.repository';
import type { RecouvrementDeps } from '../recouvrement.deps';

const DAY_MS = 24 * 3600 * 1000;

export async function sendReminder(
  { db, clock, mail, sms }: RecouvrementDeps,
  staff: { id: string },
  reservationId: string,
): Promise<void> {
  if (!isUuid(reservationId)) throw notFound();
  await db.transaction(async (tx) => {
    const reservation = await reservationsRepo.lockReservation(tx, reservationId);
    if (!reservation) throw notFound();
    const now = clock.now();
    const today = lubumbashiDay(now);
    const rows = await echeancesRepo.lockSchedule(tx, reservation.id);
    const situation = allocatePayments(rows, await sumValidatedCents(tx, reservation.id), today);
    const oldest = situation.find((e) => e.statut === 'EN_RETARD');
    if (reservation.statut !== 'VALIDEE' || !oldest) throw conflict(M.notLate);
    const last = Math.max(
      ...rows
        .flatMap((e) => [e.rappelAvantLe, e.rappelJourLe, e.rappelApresLe])
        .map((d) => d?.getTime() ?? 0),
    );
    if (now.getTime() - last < DAY_MS) throw conflict(M.tooSoon);
    const echeance = rows.find((e) => e.numero === oldest.numero)!;
    await sendLateReminder({ mail, sms }, tx, { echeance, reservation }, today, now, { by: staff.id });
  });
  mail.kick();
  sms.kick();
}
