// First-load JS and CSS per route, gzipped: what a visitor's browser downloads before a screen can
// show, read from Vite's manifest (the entry, the route's lazy module and everything they import
// statically), as Next.js counts its "First Load JS": a part the screen imports dynamically
// (lib/lazy-part.ts) hydrates after the page and is not counted. A public page's server-rendered
// HTML preloads its parts at once (app/public-pages.mjs): the column "with parts" adds them.
// Budgets: DESIGN.md §5, at most 130 KB of JS gzipped on the public pages, 170 KB elsewhere.
// Also what the service worker downloads in advance on a first visit (its precache, ADR 026).
// Usage: node bench/bundle.mjs (after `npm run build`), or through `npm run bench`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { PUBLIC_PAGES } from '../apps/web/src/app/public-pages.mjs';
import { moduleFiles } from '../apps/web/vite-manifest.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
export const JS_BUDGET_BYTES = { public: 130 * 1024, other: 170 * 1024 };

const gzipped = new Map();
const gzipSize = (file) => {
  if (!gzipped.has(file))
    gzipped.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipped.get(file);
};

export function measureBundles() {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  // The page's first script (src/boot.ts) starts the app (src/main.tsx) once the page is painted:
  // both are first-load code, with the routes the app imports lazily.
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const app = 'src/main.tsx';
  const shell = moduleFiles(manifest, [entry, app]);
  // The modules of each public page (the route's own first, then its parts), by the route's module.
  const publicPages = new Map([...PUBLIC_PAGES.values()].map((modules) => [modules[0], modules]));
  return [...new Set([...(manifest[entry].dynamicImports ?? []), ...(manifest[app].dynamicImports ?? [])])]
    .filter((key) => key.startsWith('src/app/routes/'))
    .map((key) => {
      const files = [...moduleFiles(manifest, [key], { files: new Set(shell) })];
      const withParts = [...moduleFiles(manifest, publicPages.get(key) ?? [key], { files: new Set(shell) })];
      const total = (ext, list = files) =>
        list.filter((f) => f.endsWith(ext)).reduce((sum, f) => sum + gzipSize(f), 0);
      const isPublic = publicPages.has(key);
      return {
        route: path.basename(key).replace(/\.tsx?$/, ''),
        isPublic,
        jsBytes: total('.js'),
        jsWithPartsBytes: total('.js', withParts),
        cssBytes: total('.css'),
        budgetBytes: isPublic ? JS_BUDGET_BYTES.public : JS_BUDGET_BYTES.other,
      };
    })
    .sort((a, b) => b.jsBytes - a.jsBytes);
}

export function printBundles(rows) {
  const kb = (bytes) => +(bytes / 1024).toFixed(1);
  console.log(
    `\nFirst-load JS and CSS per route, gzipped (budget: ${kb(JS_BUDGET_BYTES.public)} KB of JS on a public page, ${kb(JS_BUDGET_BYTES.other)} KB elsewhere):`,
  );
  console.table(
    rows.map((r) => ({
      route: r.route,
      public: r.isPublic ? 'yes' : '',
      'JS KB': kb(r.jsBytes),
      'with parts': r.jsWithPartsBytes === r.jsBytes ? '' : kb(r.jsWithPartsBytes),
      'CSS KB': kb(r.cssBytes),
      'budget KB': kb(r.budgetBytes),
      'within budget': r.jsBytes <= r.budgetBytes ? 'yes' : 'NO',
    })),
  );
}

/** The files the service worker downloads on a first visit: the precache list written in dist/sw.js. */
export function measurePrecache() {
  const worker = readFileSync(path.join(dist, 'sw.js'), 'utf8');
  // Written by vite-plugin-pwa's injectManifest in place of `self.__WB_MANIFEST` (apps/web/sw/sw.ts).
  const list = /\[\{"revision":[^\]]*\]/.exec(worker)?.[0];
  if (!list) throw new Error('no precache list found in dist/sw.js');
  const files = [...new Set([...list.matchAll(/url"?\s*:\s*"([^"]+)"/g)].map((match) => match[1]))];
  return {
    files: files.length,
    bytes: files.reduce((sum, file) => sum + readFileSync(path.join(dist, file)).length, 0),
    gzipBytes: files.reduce((sum, file) => sum + gzipSize(file), 0),
  };
}

export function printPrecache({ files, bytes, gzipBytes }) {
  const kb = (n) => (n / 1024).toFixed(0);
  console.log(`Service worker precache: ${files} files, ${kb(gzipBytes)} KB gzipped (${kb(bytes)} KB raw).`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  printBundles(measureBundles());
  printPrecache(measurePrecache());
}
