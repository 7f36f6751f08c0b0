// The notifications' query key and the unread count, shared by the bell of the top bar and every
// feature whose actions create notifications (a reservation, a proof): features cannot import each
// other, so what they all need to invalidate lives here.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { NotificationList } from '@parcelles/shared/contracts/notifications';
import { api } from './api-client';
import { USER_SCOPED } from './query-client';
import { queryKeys } from './query-keys';

/** The bell checks for news this often while the page is visible (TanStack pauses it in the background). */
export const UNREAD_COUNT_REFRESH_MS = 60_000;

/**
 * Spec §4: the unread count is the pagination total of the unread notifications asked with limit 1;
 * on error it is 0.
 */
export async function getUnreadNotificationsCount(options: { signal?: AbortSignal } = {}): Promise<number> {
  try {
    const list = await api.get<NotificationList>('/notifications/my', {
      query: { lue: false, limit: 1 },
      signal: options.signal,
      // The bell shows on public pages too: a session refused there ends quietly (the session check
      // of the auth feature decides), without taking the visitor away from the page.
      redirectOnUnauthorized: false,
    });
    return list.pagination.total;
  } catch (error) {
    // A cancelled request is TanStack's to handle, not a failure.
    if (options.signal?.aborted) throw error;
    return 0;
  }
}

export const unreadNotificationsCountQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.notifications.unreadCount,
    queryFn: ({ signal }) => getUnreadNotificationsCount({ signal }),
    // Always stale, so coming back to the window asks again (refetchOnWindowFocus is on by default).
    staleTime: 0,
    refetchInterval: UNREAD_COUNT_REFRESH_MS,
    meta: USER_SCOPED,
  });

/**
 * The count, 0 until known. `enabled` false holds the request back, e.g. until the stored session
 * is confirmed. Only a new count re-renders: the bell stays still while nothing changes.
 */
export function useUnreadNotificationsCount(enabled = true): number {
  const { data } = useQuery({
    ...unreadNotificationsCountQueryOptions(),
    enabled,
    placeholderData: 0,
    notifyOnChangeProps: ['data'],
  });
  return data ?? 0;
}

/** For mutations of any feature that create, read or delete notifications. */
export function invalidateNotifications(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });
}
