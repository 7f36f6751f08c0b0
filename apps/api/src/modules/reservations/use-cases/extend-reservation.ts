// Staff give a pending hold more days; the reminder may go out again before the new date. The
// deposit falls due when the hold ends (ADR 015): its day follows, up to the next instalment's.
import type { Reservation } from '@parcelles/shared/contracts/reservations';
import { DEFAULT_EXTENSION_DAYS, lubumbashiDay } from '@parcelles/shared/domain';
import { recordAudit } from '../../audit/audit.repository';
import type { AuthContext } from '../../auth/auth.context';
import { notify } from '../../notifications/notifications.service';
import { notificationTemplates as N } from '../../mail/notification.templates';
import * as parcellesRepo from '../../parcelles/parcelles.repository';
import type { ReservationsDeps } from '../reservations.deps';
import { conflict } from '../../../lib/conflict';
import { RESERVATION_MESSAGES } from '../../mail/messages';
import * as repo from '../reservations.repository';
import * as echeancesRepo from '../echeances.repository';
import { isDue } from './end-reservation';
import { findVisibleReservation, loadReservation } from '../reservation-view';

const DAY_MS = 24 * 3600 * 1000;

export async function extendReservation(
  { db, clock, overdueDays }: Pick<ReservationsDeps, 'db' | 'clock' | 'overdueDays'>,
  auth: AuthContext,
  id: string,
  jours: number = DEFAULT_EXTENSION_DAYS,
): Promise<Reservation> {
  await db.transaction(async (tx) => {
    const r = await findVisibleReservation(tx, auth, id, { lock: true });
    if (r.statut !== 'EN_ATTENTE') throw conflict(RESERVATION_MESSAGES.notPending);
    // Past its date it has expired (the sweeper only has not run yet): too late to extend it.
    if (await isDue({ clock }, tx, r)) throw conflict(RESERVATION_MESSAGES.expired);
    // From the later of now and the current date (a hold paused by a proof may be past its date).
    const from = Math.max(clock.now().getTime(), r.dateExpiration?.getTime() ?? 0);
    const dateExpiration = new Date(from + jours * DAY_MS);
    await repo.updateReservation(tx, r.id, { dateExpiration, rappelEnvoyeLe: null });
    const [deposit, next] = await echeancesRepo.lockSchedule(tx, r.id);
    if (deposit) {
      const day = lubumbashiDay(dateExpiration);
      const dateEcheance = next && next.dateEcheance < day ? next.dateEcheance : day;
      await echeancesRepo.rescheduleEcheance(tx, r.id, 1, dateEcheance);
    }
    await recordAudit(tx, {
      acteurId: auth.user.id,
      action: 'RESERVATION_PROLONGEE',
      entite: 'reservation',
      entiteId: r.id,
      avant: { dateExpiration: r.dateExpiration?.toISOString() ?? null },
      apres: { dateExpiration: dateExpiration.toISOString() },
      details: { jours },
    });
    const lot = await parcellesRepo.findLotNumber(tx, r.parcelleId);
    await notify(tx, r.userId, {
      ...N.reservationProlongee({ numeroLot: lot, dateExpiration }),
      donnees: { reservationId: r.id, parcelleId: r.parcelleId },
    });
  });
  return loadReservation(db, id, clock.now(), overdueDays);
}
