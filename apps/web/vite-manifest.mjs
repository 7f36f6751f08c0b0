// @ts-check
// Vite's build manifest (`build.manifest`: dist/.vite/manifest.json), read at build time: the files
// a module needs. Plain JavaScript so that bench/bundle.mjs, run by Node without a build step, reads
// it as the service worker's precache (pwa.config.ts) does.

/**
 * @typedef {{ file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[];
 *   css?: string[]; assets?: string[] }} ManifestChunk
 * @typedef {Record<string, ManifestChunk>} Manifest
 */

/**
 * The files of the modules `keys` and of everything they import statically (chunks, with their CSS
 * and assets), added to `files`; a module they import dynamically is followed too when
 * `followDynamic(key)` says so.
 * @param {Manifest} manifest
 * @param {Iterable<string>} keys
 * @param {{ followDynamic?: (key: string) => boolean; files?: Set<string> }} [options]
 * @returns {Set<string>}
 */
export function moduleFiles(manifest, keys, { followDynamic = () => false, files = new Set() } = {}) {
  const seen = new Set();
  /** @param {string} key */
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const imported of chunk.dynamicImports ?? []) if (followDynamic(imported)) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}
