import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /auth/verify-email with the token of the link (spec §7). */
export function verifyEmail(token: string): Promise<ApiResult<unknown>> {
  return apiCall('/auth/verify-email', { method: 'POST', body: { token } });
}

/**
 * A query rather than a mutation: the token works once, and a query runs once per token however
 * often the page mounts (React's strict mode mounts it twice) and is never retried or refetched.
 */
export const verifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.auth.verifyEmail(token),
    queryFn: () => verifyEmail(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useVerifyEmail(token: string) {
  return useQuery({ ...verifyEmailQueryOptions(token), enabled: token !== '' });
}
