import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SitePlan } from '@parcelles/shared/contracts/parcelles';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

// The shared contract types the answer; the schema itself is not run here, to keep zod out of
// the first load (the server already validates what it sends).
export function getSitePlan(options: { signal?: AbortSignal } = {}): Promise<SitePlan> {
  return api.get<SitePlan>('/plan', options);
}

export const sitePlanQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.sitePlan,
    queryFn: ({ signal }) => getSitePlan({ signal }),
    // The picture's URL carries its content hash and the plan changes only when the city is
    // redrawn: one fetch per visit is plenty.
    staleTime: 60 * 60_000,
  });

export function useSitePlan() {
  return useQuery(sitePlanQueryOptions());
}
