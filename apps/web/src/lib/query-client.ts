import { QueryClient } from '@tanstack/react-query';
import { ApiError, isOffline } from './api-client';

const MAX_RETRIES = 2;

/**
 * Retry only what may succeed on a second try: lost connections, timeouts and 5xx. A 4xx is the
 * server's answer about our request and will not change by asking again.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  // Offline, a second try fails the same way: show the error now (the page reloads once online).
  if (failureCount >= MAX_RETRIES || isOffline()) return false;
  if (error instanceof ApiError) return error.status === 0 || error.status >= 500;
  return true;
}

/**
 * TanStack Query's default network mode ('online') pauses calls while the browser says it is
 * offline and sends them by itself once it is back: a form then spins with no message, and a
 * sign-in, a reservation or a payment leaves minutes later without the user asking. 'always' runs
 * every call; offline it fails at once (api-client.ts) with spec §8's network message, and only
 * the user's next try sends it again.
 */
const NETWORK_MODE = 'always';

/** The app's client; tests pass `{ retry: false }` so a failure shows at once. */
export function createQueryClient({ retry = true }: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Plots and their statuses change by the minute at most; avoid refetching on every mount.
        staleTime: 60_000,
        retry: retry ? shouldRetry : false,
        networkMode: NETWORK_MODE,
        // A screen's data starts in its route loader (app/route-loaders.ts): a failure it met just
        // before the screen mounted is shown, not asked again behind a skeleton. The next visit's
        // loader asks again, and every error state offers 'Réessayer'.
        retryOnMount: false,
        // Off by default in this mode: a page that could not load offline loads once back online.
        refetchOnReconnect: true,
      },
      mutations: { retry: false, networkMode: NETWORK_MODE },
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
