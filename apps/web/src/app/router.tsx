import { useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { FullScreenSpinner } from '../components/ui/full-screen-spinner';
import { RouteErrorBoundary } from '../components/layout/route-error-boundary';
import { AuthProvider } from '../features/auth/components/auth-provider';
import { RequireAuth } from './require-auth';
import { createRouteLoaders, enteringOnly, type RouteLoaderOptions } from './route-loaders';
import { RootLayout } from './routes/root-layout';

/** The session needs the router (redirects, signing out to '/'), so it sits just inside it. */
function Root() {
  return (
    <AuthProvider>
      <RootLayout />
    </AuthProvider>
  );
}

/**
 * The route table of spec §2. Screens are lazy so the first load carries only the shell and the
 * screen asked for (DESIGN.md §5: at most 170 KB gzipped of first-load JS). Each loader sits here,
 * outside `lazy`, so the screen's data starts with its chunk rather than after it
 * (route-loaders.ts); it fills `queryClient`, the one the screens read.
 */
export function createRoutes(queryClient: QueryClient, options?: RouteLoaderOptions): RouteObject[] {
  const loaders = createRouteLoaders(queryClient, options);
  return [
    {
      path: '/',
      Component: Root,
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
              loader: loaders.home,
              shouldRevalidate: enteringOnly,
              lazy: () => import('./routes/home').then((m) => ({ Component: m.HomeRoute })),
            },
            {
              path: 'login',
              lazy: () => import('./routes/login').then((m) => ({ Component: m.LoginRoute })),
            },
            {
              path: 'register',
              lazy: () => import('./routes/register').then((m) => ({ Component: m.RegisterRoute })),
            },
            {
              path: 'forgot-password',
              lazy: () =>
                import('./routes/forgot-password').then((m) => ({ Component: m.ForgotPasswordRoute })),
            },
            {
              path: 'reset-password',
              lazy: () =>
                import('./routes/reset-password').then((m) => ({ Component: m.ResetPasswordRoute })),
            },
            {
              path: 'invitation',
              lazy: () => import('./routes/invitation').then((m) => ({ Component: m.InvitationRoute })),
            },
            {
              path: 'verify-email',
              loader: loaders.verifyEmail,
              shouldRevalidate: enteringOnly,
              lazy: () => import('./routes/verify-email').then((m) => ({ Component: m.VerifyEmailRoute })),
            },
            {
              path: 'contact',
              lazy: () => import('./routes/contact').then((m) => ({ Component: m.ContactRoute })),
            },
            {
              path: 'map',
              loader: loaders.map,
              shouldRevalidate: enteringOnly,
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
              // Issue 12: checking a receipt by its code, open to anyone.
              path: 'verifier/:code?',
              lazy: () => import('./routes/verifier').then((m) => ({ Component: m.VerifierRoute })),
            },
            {
              path: 'parcelle/:id',
              loader: loaders.parcelleDetail,
              shouldRevalidate: enteringOnly,
              lazy: () =>
                import('./routes/parcelle-detail').then((m) => ({ Component: m.ParcelleDetailRoute })),
            },
            {
              Component: RequireAuth,
              children: [
                {
                  path: 'reservation/:id',
                  loader: loaders.reservation,
                  shouldRevalidate: enteringOnly,
                  lazy: () => import('./routes/reservation').then((m) => ({ Component: m.ReservationRoute })),
                },
                {
                  path: 'reservations',
                  loader: loaders.reservations,
                  shouldRevalidate: enteringOnly,
                  lazy: () =>
                    import('./routes/reservations').then((m) => ({ Component: m.ReservationsRoute })),
                },
                {
                  path: 'parcelles-miennes',
                  loader: loaders.myPlots,
                  shouldRevalidate: enteringOnly,
                  lazy: () =>
                    import('./routes/parcelles-miennes').then((m) => ({
                      Component: m.ParcellesMiennesRoute,
                    })),
                },
                {
                  path: 'profile',
                  lazy: () => import('./routes/profile').then((m) => ({ Component: m.ProfileRoute })),
                },
                {
                  path: 'notifications',
                  loader: loaders.notifications,
                  shouldRevalidate: enteringOnly,
                  lazy: () =>
                    import('./routes/notifications').then((m) => ({ Component: m.NotificationsRoute })),
                },
                {
                  path: 'payment',
                  lazy: () => import('./routes/payment').then((m) => ({ Component: m.PaymentRoute })),
                },
                {
                  path: 'payment/submit-proof',
                  lazy: () =>
                    import('./routes/submit-proof').then((m) => ({ Component: m.SubmitProofRoute })),
                },
                {
                  // One payment and its conversation with the sales team (issue 12, ADR 016).
                  path: 'paiements/:id',
                  lazy: () =>
                    import('./routes/paiement-conversation').then((m) => ({
                      Component: m.PaiementConversationRoute,
                    })),
                },
              ],
            },
            {
              // Signed-out visitors go to /login and come back; the gate then lets staff in and
              // tells anyone else 'Accès refusé' (staff-gate.tsx, which loads the back office).
              Component: RequireAuth,
              children: [
                {
                  path: 'admin/*',
                  lazy: () => import('./routes/admin/staff-gate').then((m) => ({ Component: m.StaffGate })),
                },
              ],
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
}

type BrowserRouter = ReturnType<typeof createBrowserRouter>;

/** `router`: one made by main.tsx to hydrate a server-rendered page (ADR 025). */
export function AppRouter({ router: given }: { router?: BrowserRouter }) {
  const queryClient = useQueryClient();
  // One router for the life of the app; created on mount so importing this module has no side effect.
  const [router] = useState(() => given ?? createBrowserRouter(createRoutes(queryClient)));
  return <RouterProvider router={router} />;
}
