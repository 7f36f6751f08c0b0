import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Reservation, ReservationList } from '@parcelles/shared/contracts/reservations';
import { api, apiCall } from '../../../lib/api-client';
import { USER_SCOPED } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { downloadFile } from '../../../lib/download-file';

export const ADMIN_PAGE_SIZE = 20;

/** The staff's filters of GET /reservations (staffReservationsQuerySchema), as the query string keeps them. */
export interface AdminReservationsQuery {
  statut?: string;
  search?: string;
  expireDansHeures?: string;
  acheteur?: string;
  lot?: string;
  /** Issue 12: 'true' keeps the reservations with an instalment overdue. */
  enRetard?: string;
  /** Issue 25: a stage of the sales pipeline (reserve, acompte, vendu). */
  etape?: string;
  /** Issue 25: 'true' keeps the holds ending by Sunday night. */
  expireCetteSemaine?: string;
  /** Issue 25: the sales completed that month (AAAA-MM). */
  venduMois?: string;
  tri?: string;
  ordre?: 'asc' | 'desc';
  page?: number;
  limit?: number;
}

export const getReservations = (query: AdminReservationsQuery, signal?: AbortSignal) =>
  api.get<ReservationList>('/reservations', { query: { limit: ADMIN_PAGE_SIZE, ...query }, signal });

export function useAdminReservations(query: AdminReservationsQuery) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.admin.reservations(query),
      queryFn: ({ signal }) => getReservations(query, signal),
      placeholderData: keepPreviousData,
      meta: USER_SCOPED,
    }),
  );
}

export const getReservation = (id: string, signal?: AbortSignal) =>
  apiCall<Reservation>(`/reservations/${encodeURIComponent(id)}`, { signal }).then(({ data }) => data);

export function useAdminReservation(id: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.admin.reservation(id),
      queryFn: ({ signal }) => getReservation(id, signal),
      meta: USER_SCOPED,
    }),
  );
}

/** GET /reservations/export with the list's filters, as a file the browser saves. */
export function downloadReservationsExport(
  query: AdminReservationsQuery,
  format: 'csv' | 'json',
): Promise<void> {
  return downloadFile('/reservations/export', {
    query: { ...query, page: undefined, limit: undefined, format },
    fallbackName: `reservations.${format}`,
  });
}
