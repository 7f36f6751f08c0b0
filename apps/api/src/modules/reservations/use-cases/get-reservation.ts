// One reservation: the buyer's own, or any for an administrator.
import type { Reservation } from '@parcelles/shared/contracts/reservations';
import type { AuthContext } from '../../auth/auth.context';
import type { ReservationsDeps } from '../reservations.deps';
import { findVisibleReservation, loadReservation } from './reservation-view';

export async function getReservation(
  { db, clock }: Pick<ReservationsDeps, 'db' | 'clock'>,
  auth: AuthContext,
  id: string,
): Promise<Reservation> {
  await findVisibleReservation(db, auth, id);
  return loadReservation(db, id, clock.now());
}
