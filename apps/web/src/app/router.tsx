import { useState } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { FullScreenSpinner } from '../components/ui/full-screen-spinner';
import { RouteErrorBoundary } from '../components/layout/route-error-boundary';
import type { AuthPendingPage } from '../i18n/fr/pages';
import { RequireAuth } from './require-auth';
import { RootLayout } from './routes/root-layout';

/** Sign-in and the signed-in screens share one page until their issues land (auth-pending.tsx). */
const authPending = (path: string, page: AuthPendingPage): RouteObject => ({
  path,
  lazy: () => import('./routes/auth-pending').then((m) => ({ element: <m.AuthPendingRoute page={page} /> })),
});

// The route table of spec §2. Screens are lazy so the first load carries only the shell and the
// screen asked for (DESIGN.md §5: at most 170 KB gzipped of first-load JS).
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
          authPending('login', 'login'),
          authPending('register', 'register'),
          authPending('forgot-password', 'forgotPassword'),
          authPending('verify-email', 'verifyEmail'),
          {
            path: 'contact',
            lazy: () => import('./routes/contact').then((m) => ({ Component: m.ContactRoute })),
          },
          {
            path: 'map',
            lazy: () => import('./routes/map').then((m) => ({ Component: m.MapRoute })),
          },
          {
            path: 'terms',
            lazy: () => import('./routes/terms').then((m) => ({ Component: m.TermsRoute })),
          },
          {
            path: 'privacy',
            lazy: () => import('./routes/privacy').then((m) => ({ Component: m.PrivacyRoute })),
          },
          {
            path: 'parcelle/:id',
            lazy: () =>
              import('./routes/parcelle-detail').then((m) => ({ Component: m.ParcelleDetailRoute })),
          },
          {
            Component: RequireAuth,
            children: [
              authPending('reservation/:id', 'reservation'),
              authPending('reservations', 'reservations'),
              authPending('parcelles-miennes', 'myPlots'),
              authPending('profile', 'profile'),
              authPending('notifications', 'notifications'),
              authPending('payment', 'payment'),
              authPending('payment/submit-proof', 'submitProof'),
            ],
          },
          {
            element: <RequireAuth role="ADMIN" />,
            children: [authPending('admin', 'admin')],
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
