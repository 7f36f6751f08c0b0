import { useState } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { FullScreenSpinner } from '../components/ui/full-screen-spinner';
import { RouteErrorBoundary } from '../components/layout/route-error-boundary';
import { RootLayout } from './routes/root-layout';

// Screens are lazy so the first load carries only the shell and the screen asked for
// (DESIGN.md §5: at most 170 KB gzipped of first-load JS). The other routes of spec §2 arrive
// with their issues; until then the catch-all answers them with the 404 page.
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    // Also the fallback while the first screen's chunk downloads.
    HydrateFallback: FullScreenSpinner,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        // Pathless: a failing screen is replaced below the header, which stays usable.
        ErrorBoundary: RouteErrorBoundary,
        children: [
          {
            index: true,
            lazy: () => import('./routes/home').then((m) => ({ Component: m.HomeRoute })),
          },
          {
            path: '*',
            lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })),
          },
        ],
      },
    ],
  },
];

export function AppRouter() {
  // One router for the life of the app; created on mount so importing `routes` has no side effect.
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
