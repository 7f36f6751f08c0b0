import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReservationList } from '@parcelles/shared/contracts/reservations';
import { api } from '../../../lib/api-client';
import { USER_SCOPED } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** How many reservations a search offers to pick from. */
const FOUND_MAX = 5;

/**
 * The staff's GET /reservations with `search`: a reference (RES-7K4P2Q, or its old form), a lot or
 * an address, under the staff list's own key (the same answer). Asked only once someone searched.
 */
export const findReservations = (search: string, signal?: AbortSignal) =>
  api.get<ReservationList>('/reservations', { query: { search, limit: FOUND_MAX }, signal });

export function useFindReservations(search: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.admin.reservations({ search, limit: FOUND_MAX }),
      queryFn: ({ signal }) => findReservations(search, signal),
      enabled: search !== '',
      meta: USER_SCOPED,
    }),
  );
}
