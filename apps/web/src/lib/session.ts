// The session of spec §3-§4: a bearer token and the signed-in user, stored in localStorage under
// `authToken` and `user`. Every reader goes through the hooks below, so a sign-in, a sign-out or a
// token renewed by the server shows at once in every component (and in every tab).
// Storage itself (disabled storage, the cross-tab subscription) is lib/local-storage.ts.
// The session's behaviour (checking it with the server, signing out) is provided by the auth
// feature through `SessionContext`, so shared components such as the top bar can use it.

import { createContext, useContext, useMemo } from 'react';
import type { User } from '@parcelles/shared/contracts/auth';
import { STORAGE_KEYS, isRole, type Role } from '@parcelles/shared/domain';
import { readStored, useStoredValue, writeStored } from './local-storage';
import { clearOfflineCopies } from './offline-copies';

function parseUser(raw: string | null): User | null {
  if (raw === null) return null;
  try {
    const user = JSON.parse(raw) as Partial<User> | null;
    // Only what the screens rely on is checked: a stored value from elsewhere is not a user.
    return user && typeof user === 'object' && typeof user.nom === 'string' ? (user as User) : null;
  } catch {
    return null;
  }
}

export const getStoredToken = (): string | null => readStored(STORAGE_KEYS.authToken);
export const getStoredUser = (): User | null => parseUser(readStored(STORAGE_KEYS.user));
/** Spec §4: authenticated when both a stored token and a stored user exist. */
export const hasStoredSession = (): boolean =>
  readStored(STORAGE_KEYS.authToken) !== null && readStored(STORAGE_KEYS.user) !== null;

export function storeSession(token: string, user: User): void {
  writeStored(STORAGE_KEYS.authToken, token);
  writeStored(STORAGE_KEYS.user, JSON.stringify(user));
}

/** A profile fetched or updated replaces the stored user (spec §4). */
export const storeUser = (user: User): void => writeStored(STORAGE_KEYS.user, JSON.stringify(user));

/** A token renewed by the server replaces the stored one. */
export const storeToken = (token: string): void => writeStored(STORAGE_KEYS.authToken, token);

/** Ends the session in this browser, with the copies of the account's pages kept for offline use. */
export function clearSession(): void {
  writeStored(STORAGE_KEYS.authToken, null);
  writeStored(STORAGE_KEYS.user, null);
  clearOfflineCopies();
}

export const useStoredToken = (): string | null => useStoredValue(STORAGE_KEYS.authToken);

/** The stored user, or null when absent or unreadable. */
export function useStoredUser(): User | null {
  const raw = useStoredValue(STORAGE_KEYS.user);
  return useMemo(() => parseUser(raw), [raw]);
}

/** Spec §2 Home: a user is "stored locally" when the `user` key holds something. */
export function useHasStoredUser(): boolean {
  return useStoredValue(STORAGE_KEYS.user) !== null;
}

/** Spec §4: authenticated when both the token and the user are stored. */
export function useIsAuthenticated(): boolean {
  const token = useStoredToken();
  const user = useStoredUser();
  return token !== null && user !== null;
}

/** The stored user's role, or undefined when absent or unknown. */
export function useStoredRole(): Role | undefined {
  const role = useStoredUser()?.role;
  return isRole(role) ? role : undefined;
}

// --- 401 answers -----------------------------------------------------------------------------

const unauthorizedListeners = new Set<() => void>();

/** Called by the API client after it cleared the session on a 401 (spec §8). */
export function notifyUnauthorized(): void {
  unauthorizedListeners.forEach((listener) => listener());
}

/** The auth feature listens to send the visitor to /login; returns the unsubscribe function. */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

// --- What the auth feature provides -------------------------------------------------------------

export interface Session {
  /** 'checking' while the stored session is confirmed with the server at start (spec §4). */
  status: 'checking' | 'ready';
  /** True between asking to sign out and being back on '/'. */
  signingOut: boolean;
  /** Spec §4: revokes the token, goes to '/', clears the session and says 'Déconnexion réussie'. */
  signOut: () => Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs the AuthProvider of the auth feature above it');
  return session;
}
