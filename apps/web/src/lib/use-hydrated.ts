import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the browser hydrates a server-rendered page (ADR 025), true after.
 * A part loaded later (a lazy chunk) waits for it: the server sends its placeholder, and hydration
 * finds the same placeholder instead of a part still loading.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
