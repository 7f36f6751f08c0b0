import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@parcelles/shared/contracts/notifications';
import { api } from '../../../lib/api-client';
import { invalidateNotifications } from '../../../lib/notification-queries';

/** PUT /notifications/{id}/read. */
export function markNotificationRead(id: string): Promise<Notification> {
  return api.put<Notification>(`/notifications/${encodeURIComponent(id)}/read`);
}

/** The list and the bell's count both change. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => invalidateNotifications(queryClient),
  });
}
