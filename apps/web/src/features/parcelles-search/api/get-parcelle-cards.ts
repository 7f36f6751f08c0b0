import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ParcelleCard, ParcelleFilters } from '@parcelles/shared/contracts/parcelles';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Every plot matching the filters, in the light shape the map draws (up to 10,000 at once). */
export function getParcelleCards(
  filters: ParcelleFilters,
  options: { signal?: AbortSignal } = {},
): Promise<ParcelleCard[]> {
  return api.get<ParcelleCard[]>('/parcelles/cards', { query: { ...filters }, signal: options.signal });
}

export const parcelleCardsQueryOptions = (filters: ParcelleFilters) =>
  queryOptions({
    queryKey: queryKeys.parcelles.cards(filters),
    queryFn: ({ signal }) => getParcelleCards(filters, { signal }),
    // While new filters load, the map and counters keep the previous plots instead of blanking.
    placeholderData: keepPreviousData,
  });

export function useParcelleCards(filters: ParcelleFilters) {
  return useQuery(parcelleCardsQueryOptions(filters));
}
