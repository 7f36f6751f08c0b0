import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateNotifications } from '../../../lib/notification-queries';

/** PUT /notifications/read-all: how many were marked. */
export function markAllNotificationsRead(): Promise<{ modifiees: number }> {
  return api.put<{ modifiees: number }>('/notifications/read-all');
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => invalidateNotifications(queryClient),
  });
}
