import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Paiement } from '@parcelles/shared/contracts/paiements';
import { apiCall } from '../../../lib/api-client';
import { invalidateNotifications } from '../../../lib/notification-queries';
import { queryKeys } from '../../../lib/query-keys';

/** POST /paiements/{id}/demander-complement: the payment goes back to 'En attente de preuve'. */
export const requestComplement = (id: string, message: string) =>
  apiCall<Paiement>(`/paiements/${encodeURIComponent(id)}/demander-complement`, {
    method: 'POST',
    body: { message },
  });

export function useRequestComplement(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => requestComplement(id, message),
    // Whatever the answer (a 409 too), the payment, its thread and the queue on screen are stale.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.paiements.all }),
        invalidateNotifications(queryClient),
      ]),
  });
}
