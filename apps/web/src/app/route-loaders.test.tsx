import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { testParcelle } from '../test/fixtures';
import { myReservationsFixture } from '../features/reservations/test/fixtures';
import { createQueryClient } from '../lib/query-client';
import {
  never,
  ok,
  route,
  serverError,
  stubApi,
  stubFetch,
  stubSignedInApi,
  type ApiHandler,
} from '../test/api';
import { storeTestSession, testUser } from '../test/session';
import { AppProvider } from './provider';
import { createRoutes } from './router';
import { ParcelleDetailRoute } from './routes/parcelle-detail';
import { ReservationsRoute } from './routes/reservations';

/** A lazy chunk that arrives only when the test says so. */
function heldChunk(Component: () => React.ReactNode) {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { lazy: () => arrived.then(() => ({ Component })), arrive };
}

/** The app's route table, with the screen at `path` loading from `lazy` instead of its module. */
function withChunk(
  routes: RouteObject[],
  path: string,
  lazy: () => Promise<{ Component: () => React.ReactNode }>,
) {
  return routes.map((route): RouteObject => {
    if (route.path === path) return { ...route, lazy } as RouteObject;
    return route.children
      ? ({ ...route, children: withChunk(route.children, path, lazy) } as RouteObject)
      : route;
  });
}

function renderWithHeldChunk(path: string, entry: string, Component: () => React.ReactNode) {
  const queryClient = createQueryClient({ retry: false });
  const chunk = heldChunk(Component);
  const router = createMemoryRouter(withChunk(createRoutes(queryClient), path, chunk.lazy), {
    initialEntries: [entry],
  });
  render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { chunk, router };
}

const urls = (fetchMock: ReturnType<typeof stubFetch>) => fetchMock.mock.calls.map(([url]) => url);

/** What the plot's page asks beside the plot, once its screen is there: not what these tests are about. */
const plotPageExtras: ApiHandler = ({ method, path }) =>
  method === 'GET' && (path === '/parcelles/p-42/similaires' || path === '/plan') ? never() : undefined;

describe('route loaders', () => {
  it("start a screen's data before its chunk has arrived, and the screen uses that answer", async () => {
    const fetchMock = stubApi(
      route('GET', '/parcelles/p-42', () => ok(testParcelle())),
      plotPageExtras,
    );
    const { chunk } = renderWithHeldChunk('parcelle/:id', '/parcelle/p-42', ParcelleDetailRoute);

    await waitFor(() => expect(urls(fetchMock)).toContain('/api/v1/parcelles/p-42'));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    chunk.arrive();
    expect(await screen.findByRole('heading', { level: 1, name: 'LOT-042' })).toBeInTheDocument();
    expect(urls(fetchMock).filter((url) => url === '/api/v1/parcelles/p-42')).toHaveLength(1);
  });

  it('never hold the screen back on a failure: the screen shows it, without asking twice', async () => {
    const fetchMock = stubApi(route('GET', '/parcelles/p-42', serverError), plotPageExtras);
    const { chunk } = renderWithHeldChunk('parcelle/:id', '/parcelle/p-42', ParcelleDetailRoute);
    await waitFor(() => expect(urls(fetchMock)).toContain('/api/v1/parcelles/p-42'));

    chunk.arrive();
    expect(await screen.findByText('Erreur serveur. Veuillez réessayer plus tard.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(urls(fetchMock).filter((url) => url === '/api/v1/parcelles/p-42')).toHaveLength(1);
  });

  it('ask protected data only once the stored session is confirmed, still before the chunk', async () => {
    storeTestSession();
    const fetchMock = stubSignedInApi(
      testUser(),
      route('GET', '/reservations/my', () => ok(myReservationsFixture([]))),
    );
    const { chunk } = renderWithHeldChunk(
      'reservations',
      '/reservations?statut=EN_ATTENTE',
      ReservationsRoute,
    );

    await waitFor(() =>
      expect(urls(fetchMock)).toEqual([
        '/api/v1/auth/profile',
        '/api/v1/reservations/my?statut=EN_ATTENTE&page=1&limit=10',
      ]),
    );
    chunk.arrive();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes réservations' })).toBeInTheDocument();
  });

  it('ask nothing protected for a signed-out visitor, who is sent to /login', async () => {
    const fetchMock = stubFetch(() => undefined);
    const { chunk, router } = renderWithHeldChunk('reservations', '/reservations', ReservationsRoute);
    chunk.arrive();

    expect(await screen.findByRole('heading', { level: 1, name: 'Se connecter' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(urls(fetchMock)).toEqual([]);
  });
});
