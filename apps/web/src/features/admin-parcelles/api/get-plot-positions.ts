import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ParcelleCard } from '@parcelles/shared/contracts/parcelles';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Every plot with its position (GET /parcelles/cards, no filter), for the position picker: what it
 * draws and what 'position already taken' is checked against. Cached under the public map's own
 * key, so a visit to /map and a save here share and refresh the same data.
 */
export function usePlotPositions() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.parcelles.cards({}),
      queryFn: ({ signal }) => api.get<ParcelleCard[]>('/parcelles/cards', { signal }),
    }),
  );
}
