// The service worker (issue 14, ADR 026), bundled by vite-plugin-pwa's injectManifest with the
// app's own bundler; the build writes the precache list in place of `self.__WB_MANIFEST`
// (pwa.config.ts chooses its files). Development runs without a service worker.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute, PrecacheFallbackPlugin } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { isPublicPagePath } from '../src/app/public-pages.mjs';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

const DAY = 24 * 60 * 60;
/** Only complete answers are kept: never an error page or an opaque answer. */
const completeOnly = () => new CacheableResponsePlugin({ statuses: [200] });

// A new version takes over at once: every file it needs has a new name (Vite's content hashes).
void self.skipWaiting();
clientsClaim();

// The app shell and the public pages' code, icons and the offline page. '/' is not answered from
// the precache: like every page it goes to the network first (below), so a server-rendered page
// or a new deploy is never hidden behind an old copy.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();

// The public pages (public-pages.mjs): the network first (a weak connection gets 4 s), else the
// copy seen last, else the app shell, which renders the page from the cached reads.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isPublicPagePath(url.pathname),
  new NetworkFirst({
    cacheName: 'pages',
    networkTimeoutSeconds: 4,
    plugins: [
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY }),
      completeOnly(),
      new PrecacheFallbackPlugin({ fallbackURL: 'index.html' }),
    ],
  }),
);

// The buyer's own pages (issue 23): offline, the app shell, which shows the answers last seen by
// the signed-in account, kept in the page's storage for that account only and deleted at sign-out
// (src/lib/offline-copies.ts). Their HTML is the shell itself: nothing of an account is cached here.
const BUYER_PAGES =
  /^\/(?:reservations|reservation\/[^/]+|parcelles-miennes|notifications|payment(?:\/submit-proof)?|paiements\/[^/]+|profile)\/?$/;
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && BUYER_PAGES.test(url.pathname),
  new NetworkOnly({ plugins: [new PrecacheFallbackPlugin({ fallbackURL: 'index.html' })] }),
);

// Every other page (the back office) needs data that is never kept: the network or offline.html.
registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkOnly({ plugins: [new PrecacheFallbackPlugin({ fallbackURL: 'offline.html' })] }),
);

// The public reads a buyer may look at again: the plot list, search, cards, counts, one plot and
// its neighbours, the site plan. Nothing else under /api is ever cached: signed-in data
// (reservations, payments, profile, notifications, back office) and the other routes under
// /parcelles (export, import template, the buyer's own plots) always go to the network. No network
// timeout: a copy is used only when the network fails, so a slow answer is never silently replaced
// by an old plot status while the banner says nothing.
registerRoute(
  ({ request, url, sameOrigin }) =>
    sameOrigin &&
    request.method === 'GET' &&
    /^\/api\/v1\/(?:plan|parcelles(?:\/(?:search|cards|stats|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:\/similaires)?))?)$/i.test(
      url.pathname,
    ),
  new NetworkFirst({
    cacheName: 'public-api',
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * DAY }), completeOnly()],
  }),
);

// The code of the other screens (signed-in pages, the back office), kept once fetched so it opens
// again without a connection. Vite names every file under /assets/ after its content, so a copy
// never goes stale: a new build asks for new names.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'assets',
    plugins: [
      new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 365 * DAY, purgeOnQuotaError: true }),
      completeOnly(),
    ],
  }),
);

// Plot pictures and the site plan: public files, shown at once from the cache and refreshed.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/'),
  new StaleWhileRevalidate({
    cacheName: 'media',
    plugins: [
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
      completeOnly(),
    ],
  }),
);
