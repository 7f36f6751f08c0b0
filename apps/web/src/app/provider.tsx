import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from '../components/ui/toaster';
import { createQueryClient } from '../lib/query-client';

/** App-wide context. Tests pass their own client (no retries, fresh cache per test). */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [defaultClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient ?? defaultClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
