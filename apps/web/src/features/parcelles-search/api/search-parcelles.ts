import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ParcelleFilters, ParcelleList } from '@parcelles/shared/contracts/parcelles';
import { SEARCH_PAGE_SIZE } from '@parcelles/shared/domain';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface SearchParcellesParams {
  filters: ParcelleFilters;
  page: number;
}

/** One page of full plots matching the filters (spec §7: the list view, SEARCH_PAGE_SIZE a page). */
export function searchParcelles(
  { filters, page }: SearchParcellesParams,
  options: { signal?: AbortSignal } = {},
): Promise<ParcelleList> {
  return api.get<ParcelleList>('/parcelles/search', {
    query: { ...filters, page, limit: SEARCH_PAGE_SIZE },
    signal: options.signal,
  });
}

export const searchParcellesQueryOptions = (params: SearchParcellesParams) =>
  queryOptions({
    queryKey: queryKeys.parcelles.search(params),
    queryFn: ({ signal }) => searchParcelles(params, { signal }),
    // Turning a page or refining a filter dims the current results rather than blanking them.
    placeholderData: keepPreviousData,
  });

/** `enabled` is false on the map view: spec §2 loads the list only once the user leaves the map. */
export function useSearchParcelles(params: SearchParcellesParams, { enabled }: { enabled: boolean }) {
  return useQuery({ ...searchParcellesQueryOptions(params), enabled });
}
