// One reservation: the buyer's own, or any for staff (an agent reads it, never acts on it).
import type { Reservation } from '@parcelles/shared/contracts/reservations';
import type { AuthContext } from '../../auth/auth.context';
import type { ReservationsDeps } from '../reservations.deps';
import { findVisibleReservation, loadReservation } from '../reservation-view';

export async function getReservation(
  { db, clock, overdueDays }: Pick<ReservationsDeps, 'db' | 'clock' | 'overdueDays'>,
  auth: AuthContext,
  id: string,
): Promise<Reservation> {
  await findVisibleReservation(db, auth, id, { readOnly: true });
  return loadReservation(db, id, clock.now(), overdueDays);
}
