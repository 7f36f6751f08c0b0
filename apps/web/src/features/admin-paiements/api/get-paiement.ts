import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Paiement } from '@parcelles/shared/contracts/paiements';
import { api } from '../../../lib/api-client';
import { USER_SCOPED } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /paiements/{id}: one payment with its proofs (staff see any). */
export const getPaiement = (id: string, signal?: AbortSignal) =>
  api.get<Paiement>(`/paiements/${encodeURIComponent(id)}`, { signal });

export function usePaiement(id: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.admin.paiement(id),
      queryFn: ({ signal }) => getPaiement(id, signal),
      meta: USER_SCOPED,
    }),
  );
}
