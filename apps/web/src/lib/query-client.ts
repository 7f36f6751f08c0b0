import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const MAX_RETRIES = 2;

/**
 * Retry only what may succeed on a second try: lost connections, timeouts and 5xx. A 4xx is the
 * server's answer about our request and will not change by asking again.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (error instanceof ApiError) return error.status === 0 || error.status >= 500;
  return true;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Plots and their statuses change by the minute at most; avoid refetching on every mount.
        staleTime: 60_000,
        retry: shouldRetry,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * Marks a query as holding one user's data (`meta: USER_SCOPED`): signing out removes those, so
 * the next person on the same browser never sees them, while public data stays cached.
 */
export const USER_SCOPED = { userScoped: true } as const;

export function removeUserQueries(client: QueryClient): void {
  client.removeQueries({ predicate: (query) => query.meta?.userScoped === true });
}
