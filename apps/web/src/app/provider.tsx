import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client';

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
  return (
    <QueryClientProvider client={queryClient ?? defaultClient}>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
