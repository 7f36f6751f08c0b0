import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Parcelle } from '@parcelles/shared/contracts/parcelles';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

// The shared contract types the answer; the schema is not run here, keeping zod out of the bundle.
export function getParcelle(id: string, options: { signal?: AbortSignal } = {}): Promise<Parcelle> {
  return api.get<Parcelle>(`/parcelles/${encodeURIComponent(id)}`, options);
}

export const parcelleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.parcelles.detail(id),
    queryFn: ({ signal }) => getParcelle(id, { signal }),
  });

export function useParcelle(id: string) {
  return useQuery(parcelleQueryOptions(id));
}
