import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Reservation } from '@parcelles/shared/contracts/reservations';
import { apiCall } from '../../../lib/api-client';
import { invalidateNotifications } from '../../../lib/notification-queries';
import { queryKeys } from '../../../lib/query-keys';

export type ReservationAction =
  | { action: 'valider'; commentaire?: string }
  | { action: 'rejeter'; commentaire: string }
  | { action: 'extend'; days: number };

/** POST /reservations/{id}/valider, /rejeter (comment required) or /extend (`{ days }`). */
export function actOnReservation(id: string, input: ReservationAction) {
  const { action, ...body } = input;
  return apiCall<Reservation>(`/reservations/${encodeURIComponent(id)}/${action}`, { method: 'POST', body });
}

export function useReservationAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReservationAction) => actOnReservation(id, input),
    // A 409 too: the reservation changed under us, so every view of it refetches.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.reservations.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.parcelles.all }),
        invalidateNotifications(queryClient),
      ]),
  });
}
