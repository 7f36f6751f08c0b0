import { createElement, lazy, useEffect, type ComponentType } from 'react';
import { whenIdle } from './when-idle';

/** Parts asked for and still loading: the server waits for them before rendering a page. */
const loading = new Set<Promise<unknown>>();

/**
 * A part of a screen in a chunk of its own (issue 14). The server renders it with the page; the
 * browser hydrates the rest of the page without waiting for its code, then this part as soon as
 * its chunk arrives (React's selective hydration: the server's HTML stays meanwhile). `preload()`
 * starts the download before the part renders, so the screen's module can fetch both at once.
 * Render it inside a `<Suspense>` whose fallback has the part's size.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let Loaded: ComponentType<P> | undefined;
  let module: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    if (!module) {
      const pending = load().then((Component) => {
        Loaded = Component;
        return { default: Component };
      });
      module = pending;
      loading.add(pending);
      // A failed download is React's to report, when the part renders (the route's error page).
      pending.catch(() => {}).finally(() => loading.delete(pending));
    }
    return module;
  };
  const Lazy = lazy(preload);
  // Once loaded, the part renders at once instead of suspending: the server's page then holds it
  // whole, with no placeholder to be replaced by an inline script (which the CSP forbids).
  function Part(props: P) {
    return createElement<P>(Loaded ?? Lazy, props);
  }
  return Object.assign(Part, { preload: () => void preload() });
}

/** Resolves once every part asked for so far has loaded, or failed to. */
export async function partsLoaded(): Promise<void> {
  while (loading.size > 0) await Promise.allSettled([...loading]);
}

/**
 * Downloads `part` once the browser has nothing more urgent to do, so a part shown on demand (a
 * menu, a dialog) opens at once when asked for.
 */
export function usePreloadWhenIdle(part: { preload: () => void }): void {
  useEffect(() => whenIdle(part.preload, { timeoutMs: 5000, fallbackMs: 2000 }), [part]);
}
