// @ts-check
// Plain JavaScript, as vite-manifest.mjs: bench/bundle.mjs, run by Node without a build step, reads
// it too.

/**
 * The public pages (issue 14), by their route's path (router.tsx), with their screen's source
 * modules as Vite's manifest names them and the parts it loads at once (lib/lazy-part.ts). The
 * server renders them (entry-server.tsx, ADR 025) and preloads their chunks; the service worker
 * keeps their code for offline use (pwa.config.ts, ADR 026) and keeps a copy of each one seen
 * (sw/sw.ts, `isPublicPagePath`). Every other page is rendered in the browser and its code fetched
 * when first opened.
 */
/** @type {ReadonlyMap<string, readonly string[]>} */
export const PUBLIC_PAGES = new Map([
  ['/', ['src/app/routes/home.tsx']],
  ['map', ['src/app/routes/map.tsx']],
  ['parcelle/:id', ['src/app/routes/parcelle-detail.tsx']],
  ['contact', ['src/app/routes/contact.tsx']],
  ['terms', ['src/app/routes/terms.tsx']],
  ['privacy', ['src/app/routes/privacy.tsx']],
  ['login', ['src/app/routes/login.tsx', 'src/features/auth/components/login-form.tsx']],
  ['register', ['src/app/routes/register.tsx', 'src/features/auth/components/register-form.tsx']],
  ['*', ['src/app/routes/not-found.tsx']],
]);

/** The paths of the pages above, `*` aside: `:param` is one segment; a final slash is allowed. */
const PUBLIC_PAGE_PATH = new RegExp(
  `^/(?:${[...PUBLIC_PAGES.keys()]
    .filter((path) => path !== '*')
    .map((path) => (path === '/' ? '' : path.replace(/:[^/]+/g, '[^/]+')))
    .join('|')})/?$`,
);

/**
 * Whether `pathname` is one of the public pages.
 * @param {string} pathname
 */
export const isPublicPagePath = (pathname) => PUBLIC_PAGE_PATH.test(pathname);
