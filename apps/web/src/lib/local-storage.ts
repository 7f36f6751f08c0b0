// The one door to localStorage: reads and writes that survive disabled storage, and one
// subscription so every reader (the session, the theme) sees a change at once, in this tab and in
// the others.

import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();

/** The stored value, or null when absent or when storage is disabled (private mode, strict settings). */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores `value` (null removes the key) and tells this tab's readers. */
export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to keep it in: the value then lasts as long as nothing reads it back.
  }
  // `storage` events reach only the other tabs; this tab's readers are told here.
  listeners.forEach((listener) => listener());
}

/** Calls `onChange` on any write, here or in another tab (its `storage` event); returns the unsubscribe. */
export function subscribeToStorage(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** Nothing is stored on the server: a page it renders is signed out (ADR 025). */
const serverSnapshot = () => null;

/**
 * The value stored under `key`, re-rendering whenever it changes. Hydrating a server-rendered page,
 * React first renders with the server's snapshot (null, signed out), then with the stored value:
 * the page hydrates without a mismatch and shows the user just after.
 */
export function useStoredValue(key: string): string | null {
  return useSyncExternalStore(subscribeToStorage, () => readStored(key), serverSnapshot);
}
