import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { keepOfflineCopies, restoreOfflineCopies } from '../lib/offline-copies';
import { createQueryClient } from '../lib/query-client';
import { getStoredUser } from '../lib/session';

// Loaded after the first paint, with the toasts' library (lib/toast.ts, ADR 027). A network gone
// before it arrived must not take the page down with it: the page goes on without it.
const Toaster = lazy<ComponentType>(() =>
  import('../components/ui/toaster').then(
    (m) => ({ default: m.Toaster }),
    () => ({ default: () => null }),
  ),
);

/** App-wide context. Tests pass their own client (no retries, fresh cache per test). */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [defaultClient] = useState(createQueryClient);
  const client = queryClient ?? defaultClient;
  // Before the router's first loaders ask: the signed-in buyer's pages as last seen (issue 23).
  useState(() => restoreOfflineCopies(client, getStoredUser()?.id));
  useEffect(() => keepOfflineCopies(client, () => getStoredUser()?.id), [client]);
  return (
    <QueryClientProvider client={client}>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
