import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReservationStats } from '@parcelles/shared/contracts/reservations';
import { api } from '../../../lib/api-client';
import { USER_SCOPED } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /reservations/stats: reservations per status, the money validated and collected (staff). */
export const getReservationsStats = (signal?: AbortSignal) =>
  api.get<ReservationStats>('/reservations/stats', { signal });

export function useReservationsStats() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.admin.reservationsStats,
      queryFn: ({ signal }) => getReservationsStats(signal),
      meta: USER_SCOPED,
    }),
  );
}
