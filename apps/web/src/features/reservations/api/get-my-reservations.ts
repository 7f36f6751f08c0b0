import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MyReservations } from '@parcelles/shared/contracts/reservations';
import { isReservationStatut, type ReservationStatut } from '@parcelles/shared/domain';
import { api } from '../../../lib/api-client';
import { USER_SCOPED } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** Cards per page of 'Mes réservations'; the server pages the list and the pagination appears past one page. */
export const RESERVATIONS_PAGE_SIZE = 10;

export interface MyReservationsQuery {
  statut?: ReservationStatut;
  search?: string;
  page?: number;
  limit?: number;
}

/**
 * The status and the page of /reservations, kept in its address; unknown values mean 'all' and
 * page 1. Read by the page and by its route loader, so both ask for the same list.
 */
export function readReservationsParams(params: URLSearchParams): {
  statut?: ReservationStatut;
  page: number;
} {
  const statut = params.get('statut');
  return {
    statut: isReservationStatut(statut) ? statut : undefined,
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

/** GET /reservations/my: the buyer's reservations with plot, payments, amounts and a summary. */
export function getMyReservations(query: MyReservationsQuery, options: { signal?: AbortSignal } = {}) {
  return api.get<MyReservations>('/reservations/my', { query: { ...query }, signal: options.signal });
}

export const myReservationsQueryOptions = (query: MyReservationsQuery) =>
  queryOptions({
    queryKey: queryKeys.reservations.my(query),
    queryFn: ({ signal }) => getMyReservations(query, { signal }),
    meta: USER_SCOPED,
    // Holds run out and payments get validated while the page is open: refresh on return.
    staleTime: 0,
  });

export function useMyReservations(query: MyReservationsQuery) {
  // The previous page stays on screen while the next one (or a new search) loads.
  return useQuery({ ...myReservationsQueryOptions(query), placeholderData: keepPreviousData });
}

/**
 * Spec §4, the map's 'Réservées' and 'Vendues': the summary of the buyer's reservations, read
 * from the smallest page. Both read 0 when signed out or when the call fails.
 */
export function useReservationCounters(signedIn: boolean): { reserved: number; sold: number } {
  const { data } = useQuery({
    ...myReservationsQueryOptions({ limit: 1 }),
    enabled: signedIn,
    select: (answer) => answer.resume,
  });
  if (!signedIn || !data) return { reserved: 0, sold: 0 };
  return { reserved: data.reservees, sold: data.vendues };
}
