import type { Reservation } from '@parcelles/shared/contracts/reservations';
import { HOLD_PAUSED_LABEL, holdExpiry, reservationStatusInfo } from '@parcelles/shared/domain';
import { formatDateLong } from '@parcelles/shared/format';
import { Badge } from '../../../components/ui/badge';
import { admin } from '../../../i18n/fr/admin';

export function ReservationStatus({ statut }: { statut: string }) {
  const info = reservationStatusInfo(statut);
  return <Badge variant={info.badge}>{info.label}</Badge>;
}

/**
 * 'Expire le' for staff (issue 23): the date while the hold runs or once it ran out, the pause in
 * words while a payment is under review, a dash once validated or cancelled (it no longer expires).
 */
export function HoldExpiryText({ reservation }: { reservation: Reservation }) {
  const state = holdExpiry(reservation);
  if (state.kind === 'paused') return <>{HOLD_PAUSED_LABEL}</>;
  if (state.kind === 'none') return <>{admin.common.none}</>;
  return <>{formatDateLong(state.date, { withTime: true })}</>;
}
