// The buyer cancels a pending hold on which nothing is validated yet; the plot is free again.
import type { Reservation } from '@parcelles/shared/contracts/reservations';
import { notFound } from '@parcelles/shared/errors';
import type { AuthContext } from '../../auth/auth.context';
import * as ledger from '../ledger.repository';
import type { ReservationsDeps } from '../reservations.deps';
import { conflict } from '../../../lib/conflict';
import { RESERVATION_MESSAGES } from '../../mail/messages';
import { endReservation } from './end-reservation';
import { findVisibleReservation, loadReservation } from '../reservation-view';

export async function cancelReservation(
  deps: Pick<ReservationsDeps, 'db' | 'mail' | 'clock' | 'overdueDays'>,
  auth: AuthContext,
  id: string,
): Promise<Reservation> {
  await deps.db.transaction(async (tx) => {
    const r = await findVisibleReservation(tx, auth, id, { lock: true });
    if (r.userId !== auth.user.id) throw notFound();
    if (r.statut !== 'EN_ATTENTE' || (await ledger.sumValidatedCents(tx, r.id)) > 0) {
      throw conflict(RESERVATION_MESSAGES.notCancellable);
    }
    await endReservation(deps, tx, r, { statut: 'ANNULEE', by: 'ACHETEUR', acteurId: auth.user.id });
  });
  return loadReservation(deps.db, id, deps.clock.now(), deps.overdueDays);
}
