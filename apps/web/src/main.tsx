import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { App } from './app/app';
import { createRoutes } from './app/router';
import { hydrateQueries, readServerState, type ServerState } from './app/server-state';
import { replayEarlyTaps } from './lib/early-taps';
import { createQueryClient } from './lib/query-client';
import { registerServiceWorker } from './lib/service-worker';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * A page the server rendered (ADR 025) is hydrated: its data comes from the state sent along and
 * the screen's code is loaded first, so the first render in the browser is the server's HTML.
 */
async function hydrateServerPage(root: HTMLElement, state: ServerState) {
  const queryClient = createQueryClient();
  hydrateQueries(queryClient, state.queries);
  const routes = createRoutes(queryClient);
  await loadMatchedScreens(routes);
  const router = createBrowserRouter(routes, { hydrationData: state.router });
  // In a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (a phone would not answer a tap meanwhile).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <Hydrated>
          <App queryClient={queryClient} router={router} />
        </Hydrated>
      </StrictMode>,
    );
  });
}

/** Its effect runs once hydration has committed: the taps made before are answered then. */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(replayEarlyTaps, []);
  return children;
}

/** Lazy screens left unloaded would show the router's fallback instead of the server's HTML. */
async function loadMatchedScreens(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

const state = container.hasChildNodes() ? readServerState() : null;
if (state) {
  void hydrateServerPage(container, state);
} else {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
registerServiceWorker();
