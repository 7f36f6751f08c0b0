import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { User } from '@parcelles/shared/contracts/auth';
import { api } from '../../../lib/api-client';
import { USER_SCOPED } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /auth/profile: confirms the stored session with the server. A session close to its end comes
 * back renewed in a header, which the API client stores. A 401 clears the session without leaving
 * the page: this is the app checking, not the visitor asking (a protected page redirects itself).
 */
export function getProfile(options: { signal?: AbortSignal } = {}): Promise<User> {
  return api.get<User>('/auth/profile', { ...options, redirectOnUnauthorized: false });
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.auth.profile,
    queryFn: ({ signal }) => getProfile({ signal }),
    // Always asked afresh: the point is the server's current answer.
    staleTime: 0,
    meta: USER_SCOPED,
  });

/** The server's answer now, sharing a request already in flight (start-up check and renewal). */
export function getProfileQuery(queryClient: QueryClient): Promise<User> {
  return queryClient.fetchQuery(profileQueryOptions());
}

/**
 * The session as confirmed once in this visit: the answer already cached (by a protected screen's
 * route loader, or by signing in), else the server's answer now.
 */
export function getConfirmedProfile(queryClient: QueryClient): Promise<User> {
  return queryClient.ensureQueryData(profileQueryOptions());
}
