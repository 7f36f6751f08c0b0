import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ParcelleStats } from '@parcelles/shared/contracts/parcelles';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

// The shared contract types the answer; the schema itself is not run here, to keep zod out of
// the first load (the server already validates what it sends).
export function getParcellesStats(options: { signal?: AbortSignal } = {}): Promise<ParcelleStats> {
  return api.get<ParcelleStats>('/parcelles/stats', options);
}

export const parcellesStatsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.parcelles.stats,
    queryFn: ({ signal }) => getParcellesStats({ signal }),
    // Aggregates over the whole city move slowly; a visitor going back and forth needs no refetch.
    staleTime: 5 * 60_000,
  });

export function useParcellesStats() {
  return useQuery(parcellesStatsQueryOptions());
}
