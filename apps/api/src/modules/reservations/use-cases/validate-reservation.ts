// Staff validate a pending reservation: it stops expiring, and the buyer is told.
import type { Reservation } from '@parcelles/shared/contracts/reservations';
import { recordAudit } from '../../audit/audit.repository';
import type { AuthContext } from '../../auth/auth.context';
import { notify } from '../../notifications/notifications.service';
import { notificationTemplates as N } from '../../mail/notification.templates';
import * as parcellesRepo from '../../parcelles/parcelles.repository';
import type { ReservationsDeps } from '../reservations.deps';
import { conflict } from '../../../lib/conflict';
import { RESERVATION_MESSAGES } from '../../mail/messages';
import * as repo from '../reservations.repository';
import { isDue } from './end-reservation';
import { findVisibleReservation, loadReservation } from '../reservation-view';

export async function validateReservation(
  { db, clock, overdueDays }: Pick<ReservationsDeps, 'db' | 'clock' | 'overdueDays'>,
  auth: AuthContext,
  id: string,
  commentaire: string | undefined,
): Promise<Reservation> {
  await db.transaction(async (tx) => {
    const r = await findVisibleReservation(tx, auth, id, { lock: true });
    if (r.statut !== 'EN_ATTENTE') throw conflict(RESERVATION_MESSAGES.notPending);
    if (await isDue({ clock }, tx, r)) throw conflict(RESERVATION_MESSAGES.expired);
    await repo.updateReservation(tx, r.id, { statut: 'VALIDEE', commentaireAdmin: commentaire ?? null });
    await recordAudit(tx, {
      acteurId: auth.user.id,
      action: 'RESERVATION_VALIDEE',
      entite: 'reservation',
      entiteId: r.id,
      avant: { statut: r.statut, commentaireAdmin: r.commentaireAdmin },
      apres: { statut: 'VALIDEE', commentaireAdmin: commentaire ?? null },
    });
    const lot = await parcellesRepo.findLotNumber(tx, r.parcelleId);
    await notify(tx, r.userId, {
      ...N.reservationValidee({ numeroLot: lot, commentaire }),
      donnees: { reservationId: r.id, parcelleId: r.parcelleId },
    });
  });
  return loadReservation(db, id, clock.now(), overdueDays);
}
