// Staff reject a running reservation with a comment: it ends as ANNULEE and the plot is free again.
import type { Reservation } from '@parcelles/shared/contracts/reservations';
import type { AuthContext } from '../../auth/auth.context';
import type { ReservationsDeps } from '../reservations.deps';
import { conflict } from '../../../lib/conflict';
import { RESERVATION_MESSAGES } from '../../mail/messages';
import { endReservation, isDue } from './end-reservation';
import { findVisibleReservation, loadReservation } from '../reservation-view';

export async function rejectReservation(
  deps: Pick<ReservationsDeps, 'db' | 'mail' | 'clock' | 'overdueDays'>,
  auth: AuthContext,
  id: string,
  commentaire: string,
): Promise<Reservation> {
  await deps.db.transaction(async (tx) => {
    const r = await findVisibleReservation(tx, auth, id, { lock: true });
    if (r.statut !== 'EN_ATTENTE' && r.statut !== 'VALIDEE') throw conflict(RESERVATION_MESSAGES.notPending);
    if (await isDue(deps, tx, r)) throw conflict(RESERVATION_MESSAGES.expired);
    await endReservation(deps, tx, r, {
      statut: 'ANNULEE',
      by: 'STAFF',
      acteurId: auth.user.id,
      commentaireAdmin: commentaire,
    });
  });
  return loadReservation(deps.db, id, deps.clock.now(), deps.overdueDays);
}
