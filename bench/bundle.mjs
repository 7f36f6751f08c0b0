// First-load JS and CSS per route, gzipped: what a visitor's browser downloads before a screen can
// show, read from Vite's manifest (the entry, the route's lazy module and everything they import
// statically). Budget: DESIGN.md §5, at most 170 KB of JS gzipped on first load.
// Usage: node bench/bundle.mjs (after `npm run build`), or through `npm run bench`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
export const JS_BUDGET_BYTES = 170 * 1024;

export function measureBundles() {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const gzipped = new Map();
  const size = (file) => {
    if (!gzipped.has(file))
      gzipped.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
    return gzipped.get(file);
  };
  /** The chunk and every chunk it imports statically, with their CSS. */
  const closure = (key, files = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) closure(imported, files);
    return files;
  };
  // The page's first script (src/boot.ts) starts the app (src/main.tsx) once the page is painted:
  // both are first-load code, with the routes the app imports lazily.
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const app = 'src/main.tsx';
  const shell = closure(app, closure(entry));
  return [...new Set([...(manifest[entry].dynamicImports ?? []), ...(manifest[app].dynamicImports ?? [])])]
    .filter((key) => key.startsWith('src/app/routes/'))
    .map((key) => {
      const files = [...closure(key, new Set(shell))];
      const total = (ext) => files.filter((f) => f.endsWith(ext)).reduce((sum, f) => sum + size(f), 0);
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

if (process.argv[1] === fileURLToPath(import.meta.url)) printBundles(measureBundles());
