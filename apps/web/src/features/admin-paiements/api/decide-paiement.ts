import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Paiement } from '@parcelles/shared/contracts/paiements';
import { apiCall } from '../../../lib/api-client';
import { invalidateNotifications } from '../../../lib/notification-queries';
import { queryKeys } from '../../../lib/query-keys';

export type PaiementDecision =
  { decision: 'valider'; commentaireAdmin?: string } | { decision: 'rejeter'; commentaireAdmin: string };

/** POST /paiements/{id}/valider or /rejeter; a 409 means another staff member decided first. */
export const decidePaiement = (id: string, { decision, commentaireAdmin }: PaiementDecision) =>
  apiCall<Paiement>(`/paiements/${encodeURIComponent(id)}/${decision}`, {
    method: 'POST',
    body: commentaireAdmin ? { commentaireAdmin } : {},
  });

export function useDecidePaiement(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: PaiementDecision) => decidePaiement(id, decision),
    // Whatever the answer (a 409 too), what is on screen is out of date.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.reservations.all }),
        invalidateNotifications(queryClient),
      ]),
  });
}
