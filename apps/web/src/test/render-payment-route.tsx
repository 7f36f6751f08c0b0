import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from '../app/provider';

/**
 * Renders one screen in a memory router entered with navigation `state`, as 'Payer' leads there,
 * next to a stand-in for /reservations (where these screens send the buyer back).
 */
export function renderPaymentRoute(routes: RouteObject[], pathname: string, state: unknown) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [...routes, { path: '/reservations', element: <h1>Mes réservations</h1> }],
    { initialEntries: [{ pathname, state }] },
  );
  const result = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, queryClient };
}
