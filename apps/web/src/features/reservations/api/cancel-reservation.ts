import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Reservation } from '@parcelles/shared/contracts/reservations';
import { apiCall, type ApiResult } from '../../../lib/api-client';
import { invalidateNotifications } from '../../../lib/notification-queries';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /reservations/{id}: the buyer cancels a pending hold (409 once it cannot be). */
export function cancelReservation(id: string): Promise<ApiResult<Reservation>> {
  return apiCall<Reservation>(`/reservations/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useCancelReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelReservation,
    // Refetch whatever happened: a 409 also means the list on screen is out of date.
    // Either way the server may have notified the buyer.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.reservations.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.parcelles.all }),
        invalidateNotifications(queryClient),
      ]),
  });
}
