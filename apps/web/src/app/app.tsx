import type { QueryClient } from '@tanstack/react-query';
import { AppProvider } from './provider';
import { AppRouter } from './router';

type Router = Parameters<typeof AppRouter>[0]['router'];

/** `queryClient` and `router`: those main.tsx made to hydrate a server-rendered page (ADR 025). */
export function App({ queryClient, router }: { queryClient?: QueryClient; router?: Router }) {
  return (
    <AppProvider queryClient={queryClient}>
      <AppRouter router={router} />
    </AppProvider>
  );
}
