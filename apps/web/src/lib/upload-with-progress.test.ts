import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { goOffline, goOnline } from '../test/network';
import { FakeXhr } from '../test/fake-xhr';
import { uploadWithProgress } from './upload-with-progress';

beforeEach(() => {
  FakeXhr.requests = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  goOnline();
  vi.unstubAllGlobals();
});

describe('proof upload', () => {
  it('fails at once offline with the network message, sending nothing', async () => {
    goOffline();
    const onProgress = vi.fn();
    await expect(
      uploadWithProgress('/paiements/soumettre-preuve', new FormData(), {
        onProgress,
        fallbackMessage: 'Erreur lors de la soumission de la preuve',
      }),
    ).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Erreur de connexion. Veuillez vérifier votre connexion internet.',
    });
    expect(FakeXhr.requests).toEqual([]);
    expect(onProgress).not.toHaveBeenCalled();
  });

  it('reports a connection lost during the upload with the same message', async () => {
    const upload = uploadWithProgress('/paiements/soumettre-preuve', new FormData(), { onProgress: vi.fn() });
    FakeXhr.requests[0]!.fail();
    await expect(upload).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  });
});

describe('cancelling an upload', () => {
  it('aborts the request and rejects with an AbortError', async () => {
    const controller = new AbortController();
    const upload = uploadWithProgress('/parcelles/p-1/images', new FormData(), {
      onProgress: vi.fn(),
      signal: controller.signal,
    });
    controller.abort();
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.requests[0]!.aborted).toBe(true);
  });
});
