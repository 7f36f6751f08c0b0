import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Reservation } from '@parcelles/shared/contracts/reservations';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface MoveEcheanceInput {
  numero: number;
  dateEcheance: string;
  commentaire?: string;
}

/** PATCH /reservations/{id}/echeances/{numero} (ADMIN): moves one due date, e.g. to give time. */
export function moveEcheance(id: string, { numero, ...body }: MoveEcheanceInput) {
  return apiCall<Reservation>(`/reservations/${encodeURIComponent(id)}/echeances/${numero}`, {
    method: 'PATCH',
    body,
  });
}

export function useMoveEcheance(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MoveEcheanceInput) => moveEcheance(id, input),
    // The back office's views (the flag 'En retard' may go) and the buyer's own list.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.reservations.all }),
      ]),
  });
}
