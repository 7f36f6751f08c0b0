// The signed-in state as this issue knows it: a token and a user stored by the sign-in screen
// under the keys of spec §3. The next issue replaces this with a session provider that checks the
// token with the server; until then every reader goes through these two hooks.

import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@parcelles/shared/domain';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage disabled (private mode, strict settings): nobody is signed in on this browser.
    return null;
  }
}

/** Another tab signing in or out fires `storage` here, so every tab shows the same state. */
function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

function useStoredValue(key: string): string | null {
  return useSyncExternalStore(subscribe, () => read(key));
}

/** Spec §2 Home: a user is "stored locally" when the `user` key holds something. */
export function useHasStoredUser(): boolean {
  return useStoredValue(STORAGE_KEYS.user) !== null;
}

/** Spec §4: authenticated when both the token and the user are stored. */
export function useIsAuthenticated(): boolean {
  const token = useStoredValue(STORAGE_KEYS.authToken);
  const user = useStoredValue(STORAGE_KEYS.user);
  return token !== null && user !== null;
}

/** The stored user's role, or undefined when absent or unreadable. */
export function useStoredRole(): unknown {
  const raw = useStoredValue(STORAGE_KEYS.user);
  if (raw === null) return undefined;
  try {
    return (JSON.parse(raw) as { role?: unknown } | null)?.role;
  } catch {
    return undefined;
  }
}
