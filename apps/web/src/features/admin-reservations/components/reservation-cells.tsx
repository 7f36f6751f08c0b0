import { reservationStatusInfo } from '@parcelles/shared/domain';
import { Badge } from '../../../components/ui/badge';

export function ReservationStatus({ statut }: { statut: string }) {
  const info = reservationStatusInfo(statut);
  return <Badge variant={info.badge}>{info.label}</Badge>;
}
