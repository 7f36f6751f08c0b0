// The buyer's own pages open without a network (issue 23): the last answers of the queries a buyer
// needs at the bank counter or on the road (their reservations with the transfer reference, their
// plots, their notifications) are kept in this browser, for the signed-in account only, and put
// back into the query cache when the app starts. A screen shows such a copy when the network
// fails, with the time it was last updated. Signing out and a 401 delete every copy
// (lib/session.ts), so the next person on the same phone never sees them.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { readStored, writeStored } from './local-storage';

const KEY_PREFIX = 'parcelles:copies:';
/** The queries kept, by the start of their key (lib/query-keys.ts). */
const KEPT: readonly (readonly string[])[] = [
  ['reservations', 'my'],
  ['parcelles', 'miennes'],
  ['notifications'],
];
/** Enough for the pages a buyer goes through; the oldest answers go first. */
const MAX_COPIES = 12;
/** Writes wait for a pause: one page's several answers make one write. */
const WRITE_DELAY_MS = 500;

interface Copy {
  queryKey: QueryKey;
  data: unknown;
  updatedAt: number;
}

const isKept = (key: QueryKey) => KEPT.some((start) => start.every((part, i) => key[i] === part));
const storageKey = (userId: string) => `${KEY_PREFIX}${userId}`;

function readCopies(userId: string): Copy[] {
  try {
    const copies = JSON.parse(readStored(storageKey(userId)) ?? '[]') as unknown;
    return Array.isArray(copies) ? (copies as Copy[]) : [];
  } catch {
    return [];
  }
}

/** Puts the account's copies into the cache, as old as they are (so a screen asks afresh). */
export function restoreOfflineCopies(client: QueryClient, userId: string | undefined): void {
  if (!userId) return;
  for (const copy of readCopies(userId)) {
    if (!Array.isArray(copy.queryKey) || !isKept(copy.queryKey) || typeof copy.updatedAt !== 'number')
      continue;
    if (client.getQueryData(copy.queryKey) !== undefined) continue;
    client.setQueryData(copy.queryKey, copy.data, { updatedAt: copy.updatedAt });
  }
}

/**
 * Keeps a copy of every kept query's answer for the account `currentUserId()` names at the time;
 * returns the unsubscribe.
 */
export function keepOfflineCopies(client: QueryClient, currentUserId: () => string | undefined): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    timer = undefined;
    const userId = currentUserId();
    if (!userId) return;
    const copies = client
      .getQueryCache()
      // A copy whose refresh failed (offline) is kept as it was: its data and time stay.
      .findAll({ predicate: (query) => isKept(query.queryKey) && query.state.data !== undefined })
      .map((query) => ({
        queryKey: query.queryKey,
        data: query.state.data,
        updatedAt: query.state.dataUpdatedAt,
      }))
      .sort((a, b) => b.updatedAt - a.updatedAt)
      .slice(0, MAX_COPIES);
    writeStored(storageKey(userId), JSON.stringify(copies));
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !isKept(event.query.queryKey)) return;
    timer ??= setTimeout(write, WRITE_DELAY_MS);
  });
  // A write still waiting when the page goes away (a link followed, the app closed) is made now.
  const flush = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    write();
  };
  window.addEventListener('pagehide', flush);
  return () => {
    unsubscribe();
    window.removeEventListener('pagehide', flush);
    if (timer) clearTimeout(timer);
  };
}

/** Deletes the copies of every account kept in this browser. */
export function clearOfflineCopies(): void {
  try {
    const keys = Object.keys(window.localStorage).filter((key) => key.startsWith(KEY_PREFIX));
    for (const key of keys) writeStored(key, null);
  } catch {
    // Storage disabled: nothing was kept.
  }
}
