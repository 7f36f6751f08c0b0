import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepOfflineCopies, restoreOfflineCopies } from './offline-copies';
import { clearSession } from './session';
import { queryKeys } from './query-keys';

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

const list = queryKeys.reservations.my({ statut: undefined, search: undefined, page: 1, limit: 10 });

async function seen(client: QueryClient, key: readonly unknown[], data: unknown) {
  await client.fetchQuery({ queryKey: key, queryFn: async () => data });
}

describe('offline copies (issue 23)', () => {
  it("keeps the account's pages and puts them back for that account only, as old as they were", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
    const client = new QueryClient();
    const stop = keepOfflineCopies(client, () => 'awa');
    await seen(client, list, { reservations: [{ reference: 'RES-7K4P2Q' }] });
    await seen(client, queryKeys.notifications.unreadCount, 2);
    await seen(client, queryKeys.parcelles.stats, { total: 300 });
    await vi.advanceTimersByTimeAsync(1000);
    stop();

    const next = new QueryClient();
    restoreOfflineCopies(next, 'awa');
    expect(next.getQueryData(list)).toEqual({ reservations: [{ reference: 'RES-7K4P2Q' }] });
    expect(next.getQueryState(list)?.dataUpdatedAt).toBe(Date.parse('2026-11-28T10:00:00Z'));
    expect(next.getQueryData(queryKeys.notifications.unreadCount)).toBe(2);
    // Public reads are not this feature's business.
    expect(next.getQueryData(queryKeys.parcelles.stats)).toBeUndefined();

    const someoneElse = new QueryClient();
    restoreOfflineCopies(someoneElse, 'kabongo');
    expect(someoneElse.getQueryData(list)).toBeUndefined();

    // Signing out, or a 401 (the API client clears the session), takes every copy away.
    clearSession();
    const afterSignOut = new QueryClient();
    restoreOfflineCopies(afterSignOut, 'awa');
    expect(afterSignOut.getQueryData(list)).toBeUndefined();
  });
});
