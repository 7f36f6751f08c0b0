import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * POST /admin/recouvrement/{reservationId}/rappel (ADMIN): reminds the late payer of their oldest
 * late instalment, in-app and by mail; 409 when one went out in the last 24 hours or nothing is late.
 */
export const sendRappel = (reservationId: string) =>
  apiCall<undefined>(`/admin/recouvrement/${encodeURIComponent(reservationId)}/rappel`, { method: 'POST' });

export function useSendRappel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendRappel,
    // A 409 too: someone (or the sweeper) reminded them first, so the desk shows what is true. The
    // mutation ends once the desk has refetched; the rest of the back office (the reservation's
    // history) is refreshed when next shown.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}
