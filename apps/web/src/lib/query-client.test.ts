import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { goOffline, goOnline } from '../test/network';
import { waitFor } from '@testing-library/react';
import { ApiError, networkError } from './api-client';
import { createQueryClient, shouldRetry } from './query-client';

describe('query retries', () => {
  it('retries lost connections and server errors, twice at most', () => {
    expect(shouldRetry(0, new ApiError(0, 'hors ligne', 'NETWORK_ERROR'))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, 'indisponible', 'SERVICE_UNAVAILABLE'))).toBe(true);
    expect(shouldRetry(2, new ApiError(503, 'indisponible', 'SERVICE_UNAVAILABLE'))).toBe(false);
  });

  it("never retries the server's answer about the request itself", () => {
    expect(shouldRetry(0, new ApiError(404, 'introuvable', 'NOT_FOUND'))).toBe(false);
    expect(shouldRetry(0, new ApiError(422, 'invalide', 'VALIDATION_ERROR'))).toBe(false);
  });
});

describe('offline', () => {
  afterEach(goOnline);

  it('runs a submission at once, so its failure shows, and never sends it again by itself', async () => {
    const client = createQueryClient();
    client.mount();
    goOffline();
    const send = vi.fn(() => Promise.reject(networkError()));
    const submission = new MutationObserver(client, { mutationFn: send });

    // TanStack's default would pause it here, spinning, and send it once back online.
    await expect(submission.mutate()).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(send).toHaveBeenCalledTimes(1);
    goOnline();
    await Promise.resolve();
    expect(send).toHaveBeenCalledTimes(1);
    expect(client.isMutating()).toBe(0);
    client.unmount();
  });

  it('shows a page its error at once, without retrying, and loads it once back online', async () => {
    const client = createQueryClient();
    client.mount();
    goOffline();
    const load = vi.fn<() => Promise<unknown>>(() => Promise.reject(networkError()));
    const page = new QueryObserver(client, { queryKey: ['page'], queryFn: load });
    const states: string[] = [];
    const unsubscribe = page.subscribe((result) => states.push(`${result.status}/${result.fetchStatus}`));
    await waitFor(() => expect(states.at(-1)).toBe('error/idle'));
    expect(load).toHaveBeenCalledTimes(1);

    load.mockResolvedValueOnce({ ok: true });
    goOnline();
    await waitFor(() => expect(page.getCurrentResult().data).toEqual({ ok: true }));
    unsubscribe();
    client.unmount();
  });
});
