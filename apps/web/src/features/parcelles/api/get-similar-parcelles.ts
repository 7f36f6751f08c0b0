import { queryOptions, useQuery } from '@tanstack/react-query';
import { SIMILAR_PLOTS_COUNT } from '@parcelles/shared/domain';
import type { ParcelleCard } from '@parcelles/shared/contracts/parcelles';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Available plots within ±30 % of this one's price and surface (the server applies spec §7's rule).
 * Spec §7/§8: a failure yields an empty list — similar plots are a suggestion, never an error page.
 */
export async function getSimilarParcelles(
  id: string,
  options: { signal?: AbortSignal } = {},
): Promise<ParcelleCard[]> {
  try {
    return await api.get<ParcelleCard[]>(`/parcelles/${encodeURIComponent(id)}/similaires`, {
      ...options,
      query: { limit: SIMILAR_PLOTS_COUNT },
    });
  } catch (error) {
    // A cancellation must still reach TanStack Query, which then discards this result.
    if (options.signal?.aborted) throw error;
    return [];
  }
}

export const similarParcellesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.parcelles.similar(id),
    queryFn: ({ signal }) => getSimilarParcelles(id, { signal }),
  });

export function useSimilarParcelles(id: string) {
  return useQuery(similarParcellesQueryOptions(id));
}
