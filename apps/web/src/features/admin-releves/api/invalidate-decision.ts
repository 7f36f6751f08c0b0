import type { QueryClient } from '@tanstack/react-query';
import { invalidateNotifications } from '../../../lib/notification-queries';
import { queryKeys } from '../../../lib/query-keys';

/**
 * What a decision on a line makes stale, whatever its answer (a 409 means someone decided first):
 * the lines and accounts, and for a payment recorded or validated every back-office view of it,
 * the reservation (paid, perhaps sold: the plot's status) and the notifications.
 */
export const invalidateAfterDecision = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.paiements.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.reservations.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.parcelles.all }),
    invalidateNotifications(queryClient),
  ]);
