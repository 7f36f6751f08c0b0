import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaiementMessages } from '@parcelles/shared/contracts/paiement-messages';
import { api } from '../../../lib/api-client';
import { USER_SCOPED } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /paiements/{id}/messages: the payment's conversation, oldest first (its buyer or an ADMIN). */
export const getMessages = (id: string, signal?: AbortSignal) =>
  api.get<PaiementMessages>(`/paiements/${encodeURIComponent(id)}/messages`, { signal });

export function usePaiementMessages(id: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.paiements.messages(id),
      queryFn: ({ signal }) => getMessages(id, signal),
      meta: USER_SCOPED,
    }),
  );
}
