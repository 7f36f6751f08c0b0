import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ParcelleList } from '@parcelles/shared/contracts/parcelles';
import { api } from '../../../lib/api-client';
import { USER_SCOPED } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

export const ADMIN_PLOTS_PAGE_SIZE = 20;

/** GET /parcelles as the staff's table asks for it: the filters, the sort and the page of the query string. */
export interface AdminParcellesQuery {
  search?: string;
  statut?: string;
  categorie?: string;
  numeroLot?: string;
  minPrix?: string;
  maxPrix?: string;
  minSurface?: string;
  maxSurface?: string;
  /** newest, prix, surface, numeroLot or statut (PLOT_SORTS). */
  sort?: string;
  ordre?: 'asc' | 'desc';
  page?: number;
}

export const getAdminParcelles = (query: AdminParcellesQuery, signal?: AbortSignal) =>
  api.get<ParcelleList>('/parcelles', { query: { limit: ADMIN_PLOTS_PAGE_SIZE, ...query }, signal });

export function useAdminParcelles(query: AdminParcellesQuery) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.admin.parcelles(query),
      queryFn: ({ signal }) => getAdminParcelles(query, signal),
      placeholderData: keepPreviousData,
      meta: USER_SCOPED,
    }),
  );
}
