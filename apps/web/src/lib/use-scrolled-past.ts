import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/**
 * Whether the page is scrolled more than `threshold` pixels. The snapshot is a boolean, so the
 * component re-renders only when the threshold is crossed, not on every scroll event.
 */
export function useScrolledPast(threshold: number): boolean {
  // A server-rendered page (ADR 025) is at the top.
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    () => false,
  );
}
