import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateNotifications } from '../../../lib/notification-queries';

/** DELETE /notifications/{id}. */
export function deleteNotification(id: string): Promise<void> {
  return api.delete<void>(`/notifications/${encodeURIComponent(id)}`);
}

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onSuccess: () => invalidateNotifications(queryClient),
  });
}
