import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { NotificationList } from '@parcelles/shared/contracts/notifications';
import type { NotificationType } from '@parcelles/shared/domain';
import { api } from '../../../lib/api-client';
import { USER_SCOPED } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** One page of the list; 'Voir plus' asks for the next one. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

export interface NotificationsQuery {
  type?: NotificationType;
  page?: number;
}

/** GET /notifications/my: the newest first (the server's order). */
export function getNotifications(
  { type, page = 1 }: NotificationsQuery,
  options: { signal?: AbortSignal } = {},
): Promise<NotificationList> {
  return api.get<NotificationList>('/notifications/my', {
    query: { type, page, limit: NOTIFICATIONS_PAGE_SIZE },
    signal: options.signal,
  });
}

export const notificationsQueryOptions = (type: NotificationType | undefined) =>
  infiniteQueryOptions({
    queryKey: queryKeys.notifications.list(type),
    queryFn: ({ pageParam, signal }) => getNotifications({ type, page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) =>
      pagination.page < pagination.pages ? pagination.page + 1 : undefined,
    // New notifications arrive with every step of a reservation: look again on each visit.
    staleTime: 0,
    meta: USER_SCOPED,
  });

export function useNotifications(type: NotificationType | undefined) {
  return useInfiniteQuery(notificationsQueryOptions(type));
}
