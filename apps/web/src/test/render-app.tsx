import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from '../app/provider';
import { createRoutes } from '../app/router';
import { createQueryClient } from '../lib/query-client';

/**
 * Renders the real route table at `path`, as a visitor arriving there would see it: layout, lazy
 * screen, data (started by the route's loader in the same cache). A fresh query cache per call
 * with the app's own settings, but no retries so failures show at once.
 */
export function renderApp(path: string) {
  const queryClient = createQueryClient({ retry: false });
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  const result = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, queryClient };
}
