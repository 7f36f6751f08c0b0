import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Reservation } from '@parcelles/shared/contracts/reservations';
import { api, apiCall } from '../../../lib/api-client';
import { USER_SCOPED } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { getStoredToken } from '../../../lib/session';

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

/**
 * GET /reservations/export with the list's filters, as a file the browser saves. Fetched with the
 * bearer token (a plain link cannot send it), then handed to the browser through a blob URL.
 */
export async function downloadReservationsExport(
  query: AdminReservationsQuery,
  format: 'csv' | 'json',
): Promise<void> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, page: undefined, limit: undefined, format })) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const token = getStoredToken();
  const response = await fetch(`/api/v1/reservations/export?${params}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(String(response.status));
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `reservations.${format}`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is no longer needed once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
