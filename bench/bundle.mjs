// First-load JS and CSS per route, gzipped: what a visitor's browser downloads before a screen can
// show, read from Vite's manifest (the entry, the route's lazy module and everything they import
// statically). Budget: DESIGN.md §5, at most 170 KB of JS gzipped on first load.
// Also what the service worker downloads in advance on a first visit (its precache, ADR 026).
// Usage: node bench/bundle.mjs (after `npm run build`), or through `npm run bench`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { moduleFiles } from '../apps/web/vite-manifest.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
export const JS_BUDGET_BYTES = 170 * 1024;

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
  return [...new Set([...(manifest[entry].dynamicImports ?? []), ...(manifest[app].dynamicImports ?? [])])]
    .filter((key) => key.startsWith('src/app/routes/'))
    .map((key) => {
      const files = [...moduleFiles(manifest, [key], { files: new Set(shell) })];
      const total = (ext) => files.filter((f) => f.endsWith(ext)).reduce((sum, f) => sum + gzipSize(f), 0);
      return {
        route: path.basename(key).replace(/\.tsx?$/, ''),
        jsBytes: total('.js'),
        cssBytes: total('.css'),
      };
    })
    .sort((a, b) => b.jsBytes - a.jsBytes);
}

export function printBundles(rows) {
  const kb = (bytes) => +(bytes / 1024).toFixed(1);
  console.log(`\nFirst-load JS and CSS per route, gzipped (budget ${kb(JS_BUDGET_BYTES)} KB of JS):`);
  console.table(
    rows.map((r) => ({
      route: r.route,
      'JS KB': kb(r.jsBytes),
      'CSS KB': kb(r.cssBytes),
      'within budget': r.jsBytes <= JS_BUDGET_BYTES ? 'yes' : 'NO',
    })),
  );
}

/** The files the service worker downloads on a first visit: the precache list written in dist/sw.js. */
export function measurePrecache() {
  const worker = readFileSync(path.join(dist, 'sw.js'), 'utf8');
  const list = /precacheAndRoute\((\[[^\]]*\])/.exec(worker)?.[1];
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
