import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedReservation, CreateReservationRequest } from '@parcelles/shared/contracts/reservations';
import { apiCall, type ApiResult } from '../../../lib/api-client';
import { invalidateNotifications } from '../../../lib/notification-queries';
import { queryKeys } from '../../../lib/query-keys';

export interface CreateReservationInput {
  body: CreateReservationRequest;
  /**
   * One key per visit of the wizard: a double click or a retry after a lost answer sends the same
   * key, and the server answers with the first reservation instead of making a second one.
   */
  idempotencyKey: string;
}

/** POST /reservations: holds the plot for the buyer (201), or 409 when it is no longer available. */
export function createReservation({
  body,
  idempotencyKey,
}: CreateReservationInput): Promise<ApiResult<CreatedReservation>> {
  return apiCall<CreatedReservation>('/reservations', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useCreateReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReservation,
    // The buyer's list and counters change, and so does the plot's status everywhere it shows;
    // the server also notified the buyer (the bell).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.reservations.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.parcelles.all }),
        invalidateNotifications(queryClient),
      ]),
  });
}
