// Staff move one due date (PATCH /reservations/{id}/echeances/{numero}), e.g. to give a late buyer
// time (ADR 015). The schedule keeps its order: not before the previous instalment's day, not after
// the next one's, never in the past. The instalment's reminders and overdue flag start over; the
// buyer is told in-app and by mail; the audit keeps both dates. While a reservation is pending its
// deposit is due when the hold ends: extending the hold is the staff's tool then.
import type { MoveEcheanceRequest } from '@parcelles/shared/contracts/plans-paiement';
import type { Reservation } from '@parcelles/shared/contracts/reservations';
import { echeanceLabel, lubumbashiDay } from '@parcelles/shared/domain';
import { AppError, notFound } from '@parcelles/shared/errors';
import { conflict } from '../../../lib/conflict';
import { recordAudit } from '../../audit/audit.repository';
import type { AuthContext } from '../../auth/auth.context';
import * as usersRepo from '../../auth/auth.repository';
import { ECHEANCE_MESSAGES as M } from '../../mail/messages';
import { notificationTemplates as N } from '../../mail/notification.templates';
import { notify } from '../../notifications/notifications.service';
import * as parcellesRepo from '../../parcelles/parcelles.repository';
import * as echeancesRepo from '../echeances.repository';
import type { ReservationsDeps } from '../reservations.deps';
import { findVisibleReservation, loadReservation } from '../reservation-view';

const badDate = (message: string) =>
  new AppError('VALIDATION_ERROR', { status: 422, message, errors: { dateEcheance: message } });

/** '2026-03-05' as staff read it: 05/03/2026. */
const shown = (day: string) => day.split('-').reverse().join('/');

export async function moveEcheance(
  deps: Pick<ReservationsDeps, 'db' | 'mail' | 'clock' | 'overdueDays'>,
  auth: AuthContext,
  id: string,
  numeroParam: string,
  { dateEcheance, commentaire }: MoveEcheanceRequest,
): Promise<Reservation> {
  const numero = /^\d{1,4}$/.test(numeroParam) ? Number(numeroParam) : NaN;
  let queued = false;
  await deps.db.transaction(async (tx) => {
    const r = await findVisibleReservation(tx, auth, id, { lock: true });
    const schedule = await echeancesRepo.lockSchedule(tx, r.id);
    const index = schedule.findIndex((e) => e.numero === numero);
    if (index < 0) throw notFound();
    if (r.statut !== 'EN_ATTENTE' && r.statut !== 'VALIDEE') throw conflict(M.notActive);
    if (r.statut === 'EN_ATTENTE' && numero === 1) throw conflict(M.depositWhilePending);
    const current = schedule[index]!;
    if (current.dateEcheance === dateEcheance) return;
    const previous = schedule[index - 1];
    const next = schedule[index + 1];
    if (dateEcheance < lubumbashiDay(deps.clock.now())) throw badDate(M.inThePast);
    if (previous && dateEcheance < previous.dateEcheance) {
      throw badDate(M.beforePrevious(shown(previous.dateEcheance)));
    }
    if (next && dateEcheance > next.dateEcheance) throw badDate(M.afterNext(shown(next.dateEcheance)));
    await echeancesRepo.rescheduleEcheance(tx, r.id, numero, dateEcheance);
    await recordAudit(tx, {
      acteurId: auth.user.id,
      action: 'ECHEANCE_REPORTEE',
      entite: 'reservation',
      entiteId: r.id,
      avant: { dateEcheance: current.dateEcheance },
      apres: { dateEcheance },
      details: { numero, ...(commentaire ? { commentaire } : {}) },
    });
    const numeroLot = await parcellesRepo.findLotNumber(tx, r.parcelleId);
    // Named as the schedule on screen names it ('Mensualité 1', issue 23).
    const echeance = echeanceLabel(numero, schedule.length);
    await notify(tx, r.userId, {
      ...N.echeanceReportee({ numeroLot, echeance, nouvelleDate: dateEcheance }),
      donnees: { reservationId: r.id, parcelleId: r.parcelleId },
    });
    const buyer = await usersRepo.findContact(tx, r.userId);
    if (buyer) {
      await deps.mail.queue(tx, buyer.email, 'echeanceReportee', {
        nom: buyer.nom,
        numeroLot,
        reference: r.reference,
        echeance,
        ancienneDate: current.dateEcheance,
        nouvelleDate: dateEcheance,
        commentaire,
      });
      queued = true;
    }
  });
  if (queued) deps.mail.kick();
  return loadReservation(deps.db, id, deps.clock.now(), deps.overdueDays);
}
