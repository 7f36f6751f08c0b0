import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Reservation } from '@parcelles/shared/contracts/reservations';
import { api, apiCall } from '../../../lib/api-client';
import { USER_SCOPED } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { downloadFile } from '../../../lib/download-file';

export const ADMIN_PAGE_SIZE = 20;

/**
 * The staff's filters of GET /reservations, as the query string keeps them. `tri`, `ordre`,
 * `expireDansHeures`, `acheteur` and `lot` arrive in the API with this issue: older servers ignore them.
 */
export interface AdminReservationsQuery {
  statut?: string;
  search?: string;
  expireDansHeures?: string;
  acheteur?: string;
  lot?: string;
  /** Issue 12: 'true' keeps the reservations with an instalment overdue. */
  enRetard?: string;
  tri?: string;
  ordre?: 'asc' | 'desc';
  page?: number;
  limit?: number;
}

export interface AdminReservationList {
  reservations: Reservation[];
  pagination: { page: number; limit: number; total: number; pages: number };
}

export const getReservations = (query: AdminReservationsQuery, signal?: AbortSignal) =>
  api.get<AdminReservationList>('/reservations', { query: { limit: ADMIN_PAGE_SIZE, ...query }, signal });

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
