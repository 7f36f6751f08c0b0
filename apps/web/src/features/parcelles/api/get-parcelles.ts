import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ParcelleList, ParcelleListQuery } from '@parcelles/shared/contracts/parcelles';
import { FEATURED_PLOTS_COUNT } from '@parcelles/shared/domain';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /parcelles: one page of plots with every field, filtered and sorted by the server. */
export function getParcelles(
  query: ParcelleListQuery,
  options: { signal?: AbortSignal } = {},
): Promise<ParcelleList> {
  return api.get<ParcelleList>('/parcelles', { ...options, query });
}

export const parcellesQueryOptions = (query: ParcelleListQuery) =>
  queryOptions({
    queryKey: queryKeys.parcelles.list(query),
    queryFn: ({ signal }) => getParcelles(query, { signal }),
  });

/** Spec §7: the featured plots are the newest available ones, 6 of them. */
export const FEATURED_PARCELLES_QUERY: ParcelleListQuery = {
  statut: 'DISPONIBLE',
  limit: FEATURED_PLOTS_COUNT,
  sort: 'newest',
};

export function useParcelles(query: ParcelleListQuery) {
  return useQuery(parcellesQueryOptions(query));
}
