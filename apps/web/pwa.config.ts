// The service worker and the web app manifest (issue 14, ADR 026), built by vite-plugin-pwa from
// sw/sw.ts (Workbox's injectManifest). Development runs without a service worker.
import { readFileSync } from 'node:fs';
import type { VitePWAOptions } from 'vite-plugin-pwa';
import { PUBLIC_PAGES } from './src/app/public-pages.mjs';
import { moduleFiles, type Manifest } from './vite-manifest.mjs';

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
  // The worker is our code (sw/sw.ts), bundled like the app; the plugin writes the precache list
  // into it. (Workbox's generateSW bundled its own runtime with rollup, babel and terser: three
  // fifths of the whole build's time, ADR 029 addendum.)
  strategies: 'injectManifest',
  srcDir: 'sw',
  filename: 'sw.ts',
  injectManifest: {
    // The app shell and the public pages' code (publicPagesOnly), icons, index.html and the offline
    // page. (The demo photos and the site plan are runtime-cached by the worker, as they are seen.)
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    // The server rendering bundle (dist/server, which `npm start` builds beside the app: ADR 029)
    // is for the server only, which never serves it.
    globIgnores: ['server/**'],
    manifestTransforms: [publicPagesOnly],
  },
};
