import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReservationHistory } from '@parcelles/shared/contracts/audit';
import { api } from '../../../lib/api-client';
import { USER_SCOPED } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /reservations/:id/historique (staff): the reservation's events, oldest first. */
export function useReservationHistory(id: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.admin.reservationHistory(id),
      queryFn: ({ signal }) =>
        api.get<ReservationHistory>(`/reservations/${encodeURIComponent(id)}/historique`, { signal }),
      meta: USER_SCOPED,
    }),
  );
}
