import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Parcelle } from '@parcelles/shared/contracts/parcelles';
import { api } from '../../../lib/api-client';
import { USER_SCOPED } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /parcelles/utilisateur/parcelles: the plots the signed-in user owns (fully paid, DESIGN.md §4). */
export function getMyPlots(options: { signal?: AbortSignal } = {}): Promise<Parcelle[]> {
  return api.get<Parcelle[]>('/parcelles/utilisateur/parcelles', options);
}

export const myPlotsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.parcelles.mine,
    queryFn: ({ signal }) => getMyPlots({ signal }),
    // One person's plots: forgotten at sign-out (lib/query-client.ts).
    meta: USER_SCOPED,
  });

export function useMyPlots() {
  return useQuery(myPlotsQueryOptions());
}
