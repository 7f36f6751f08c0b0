import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Paiement } from '@parcelles/shared/contracts/paiements';
import { api } from '../../../lib/api-client';
import { USER_SCOPED } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /paiements/{id}: the buyer's own payment (another's is a 404). */
export const getPaiement = (id: string, signal?: AbortSignal) =>
  api.get<Paiement>(`/paiements/${encodeURIComponent(id)}`, { signal });

export function usePaiement(id: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.paiements.detail(id),
      queryFn: ({ signal }) => getPaiement(id, signal),
      meta: USER_SCOPED,
    }),
  );
}
