// The service worker and the web app manifest (issue 14, ADR 026), generated at build time by
// vite-plugin-pwa (Workbox's generateSW). Development runs without a service worker.
import { readFileSync } from 'node:fs';
import type { VitePWAOptions } from 'vite-plugin-pwa';
import { PUBLIC_PAGES } from './src/app/public-pages.mjs';
import { moduleFiles, type Manifest } from './vite-manifest.mjs';

const DAY = 24 * 60 * 60;
const THEME = '#166534'; // --color-primary-800, the favicon's green

/** Written by `vite build` (build.manifest) before the service worker is generated (closeBundle). */
const VITE_MANIFEST = new URL('./dist/.vite/manifest.json', import.meta.url);
/** The app's code, which the page's first script (src/boot.ts) starts. */
const APP_MODULE = 'src/main.tsx';
const PUBLIC_SCREENS = new Set([...PUBLIC_PAGES.values()].flat());

/**
 * The precache keeps, of the built code, what the public pages need to open offline: the page's
 * first script, the app and the public screens, with everything they import, and the parts they
 * load later (header menus, the toaster, auth forms, the gallery): every dynamic import except
 * another screen (src/app/routes/). Signed-in screens and the back office are left to the `assets`
 * cache below, as they are opened. Files outside assets/ (HTML, icons, manifest) all stay.
 */
function publicPagesOnly<Entry extends { url: string }>(entries: Entry[]) {
  const manifest = JSON.parse(readFileSync(VITE_MANIFEST, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const needed = moduleFiles(manifest, [...entry, APP_MODULE, ...PUBLIC_SCREENS], {
    followDynamic: (key) => !key.startsWith('src/app/routes/') || PUBLIC_SCREENS.has(key),
  });
  return { manifest: entries.filter(({ url }) => !url.startsWith('assets/') || needed.has(url)) };
}

export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'autoUpdate',
  // Registered by the app once the page is loaded and idle (src/lib/service-worker.ts), so that
  // the precache does not compete with the page on a weak network.
  injectRegister: false,
  includeAssets: ['favicon.svg', 'offline.html', 'icons/apple-touch-icon-180.png'],
  manifest: {
    name: 'Parcelles — Cité Malaika',
    short_name: 'Parcelles',
    description:
      'Choisissez, réservez et achetez votre parcelle dans la Cité Malaika, la ville planifiée de Lubumbashi.',
    lang: 'fr',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME,
    background_color: '#fafaf9',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // The app shell and the public pages' code (publicPagesOnly), icons, index.html and the offline
    // page. (The demo photos and the site plan are runtime-cached below, as they are seen.)
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    // The server rendering bundle (dist/server, which `npm start` builds beside the app: ADR 029)
    // is for the server only, which never serves it.
    globIgnores: ['server/**'],
    manifestTransforms: [publicPagesOnly],
    // vite-plugin-pwa would answer every page with the precached index.html; the routes below
    // choose per page instead.
    navigateFallback: null,
    // '/' is not answered from the precache: like every page it goes to the network first, so a
    // server-rendered page (or a new deploy) is never hidden behind an old copy.
    directoryIndex: '',
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    // Workbox writes these functions into the service worker as text: they may use only their
    // own arguments, hence the patterns written inside them.
    runtimeCaching: [
      {
        // The public pages (router.tsx): the network first (a weak connection gets 4 s), else the copy seen last,
        // else the app shell, which renders the page from the cached reads.
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' &&
          /^\/(?:|map|contact|terms|privacy|login|register|parcelle\/[^/]+)\/?$/.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'pages',
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 60, maxAgeSeconds: 30 * DAY },
          cacheableResponse: { statuses: [200] },
          precacheFallback: { fallbackURL: 'index.html' },
        },
      },
      {
        // Every other page needs signed-in data, which is never cached: the network or offline.html.
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: 'offline.html' } },
      },
      {
        // The public reads a buyer may look at again: the plot list, search, cards, counts, one
        // plot and its neighbours, the site plan. Nothing else under /api is ever cached: signed-in
        // data (reservations, payments, profile, notifications, back office) and the other routes
        // under /parcelles (export, import template, the buyer's own plots) always go to the network.
        urlPattern: ({ request, url, sameOrigin }) =>
          sameOrigin &&
          request.method === 'GET' &&
          /^\/api\/v1\/(?:plan|parcelles(?:\/(?:search|cards|stats|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:\/similaires)?))?)$/i.test(
            url.pathname,
          ),
        // No network timeout here: a copy is used only when the network fails, so a slow answer is
        // never silently replaced by an old plot status while the banner says nothing.
        handler: 'NetworkFirst',
        options: {
          cacheName: 'public-api',
          expiration: { maxEntries: 200, maxAgeSeconds: 7 * DAY },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // The code of the other screens (signed-in pages, the back office), kept once fetched so it
        // opens again without a connection. Vite names every file under /assets/ after its content,
        // so a copy never goes stale: a new build asks for new names.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'assets',
          expiration: { maxEntries: 150, maxAgeSeconds: 365 * DAY, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // Plot pictures and the site plan: public files, shown at once from the cache and refreshed.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/'),
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: 'media',
          expiration: { maxEntries: 300, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
};
