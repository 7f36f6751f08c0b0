import { afterEach, describe, expect, it } from 'vitest';
import { goOffline, goOnline } from '../test/network';
import { stubFetch } from '../test/api';
import { ApiError, api } from './api-client';

describe('api client', () => {
  it('unwraps the data of a success envelope', async () => {
    const fetchMock = stubFetch(() => Response.json({ success: true, data: { id: 'p1', lot: 'LOT-123' } }));

    await expect(api.get('/parcelles/p1')).resolves.toEqual({ id: 'p1', lot: 'LOT-123' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/parcelles/p1');
    expect(init?.method).toBe('GET');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('drops empty query values and sends bodies as JSON', async () => {
    const fetchMock = stubFetch(() => Response.json({ success: true, data: null }));

    await api.get('/parcelles', { query: { statut: 'DISPONIBLE', minPrix: 0, maxPrix: undefined, q: '' } });
    await api.post('/reservations', { parcelleId: 'p1' });

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/parcelles?statut=DISPONIBLE&minPrix=0');
    const init = fetchMock.mock.calls[1]?.[1];
    expect(init?.body).toBe('{"parcelleId":"p1"}');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('turns a failure envelope into an ApiError with the message and field errors', async () => {
    stubFetch(() =>
      Response.json(
        {
          success: false,
          message: 'Données invalides. Veuillez vérifier vos informations.',
          code: 'VALIDATION_ERROR',
          errors: {
            email: ['Adresse email invalide', 'Adresse déjà utilisée'],
            telephone: 'Numéro invalide',
          },
        },
        { status: 422 },
      ),
    );

    const error = await api.post('/auth/register', {}).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'VALIDATION_ERROR',
      message: 'Données invalides. Veuillez vérifier vos informations.',
      errors: { email: ['Adresse email invalide', 'Adresse déjà utilisée'], telephone: 'Numéro invalide' },
    });
    const apiError = error as ApiError;
    expect(apiError.fieldError('email')).toBe('Adresse email invalide');
    expect(apiError.fieldError('telephone')).toBe('Numéro invalide');
    expect(apiError.fieldError('nom')).toBeUndefined();
  });

  it("keeps the server's own message for a conflict", async () => {
    stubFetch(() =>
      Response.json(
        { success: false, message: "Cette parcelle n'est plus disponible.", code: 'PLOT_NOT_AVAILABLE' },
        { status: 409 },
      ),
    );

    await expect(api.post('/reservations', { parcelleId: 'p1' })).rejects.toMatchObject({
      status: 409,
      code: 'PLOT_NOT_AVAILABLE',
      message: "Cette parcelle n'est plus disponible.",
      errors: {},
    });
  });

  it('falls back on the French message for the status when the answer is not an envelope', async () => {
    stubFetch(
      () =>
        new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
    );

    await expect(api.get('/parcelles/stats')).rejects.toMatchObject({
      status: 502,
      code: 'INTERNAL_ERROR',
      message: 'Erreur serveur. Veuillez réessayer plus tard.',
    });
  });

  it('rejects a 2xx answer that is not the API envelope', async () => {
    stubFetch(() => new Response('<!doctype html><html></html>', { status: 200 }));

    await expect(api.get('/parcelles/stats')).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
      message: 'Une erreur est survenue',
    });
  });

  it('reports a lost connection and a timeout with the network message', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.get('/parcelles/stats')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Erreur de connexion. Veuillez vérifier votre connexion internet.',
    });

    stubFetch(() => Promise.reject(new DOMException('signal timed out', 'TimeoutError')));
    await expect(api.get('/parcelles/stats')).rejects.toMatchObject({ status: 0, code: 'TIMEOUT' });
  });

  describe('offline', () => {
    afterEach(goOnline);

    it('fails at once with the network message, sending nothing', async () => {
      const fetchMock = stubFetch(() => Response.json({ success: true, data: null }));
      goOffline();

      await expect(api.post('/auth/login', { email: 'awa@exemple.cd' })).rejects.toMatchObject({
        status: 0,
        code: 'NETWORK_ERROR',
        message: 'Erreur de connexion. Veuillez vérifier votre connexion internet.',
      });
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('asks the service worker for a read (it may hold a copy), never for a write (ADR 026)', async () => {
      const fetchMock = stubFetch(() => Response.json({ success: true, data: { disponibles: 12 } }));
      Object.defineProperty(navigator, 'serviceWorker', {
        configurable: true,
        value: { controller: {} },
      });
      try {
        goOffline();
        await expect(api.get('/parcelles/stats')).resolves.toEqual({ disponibles: 12 });
        await expect(api.post('/reservations', { parcelleId: 'p1' })).rejects.toMatchObject({
          code: 'NETWORK_ERROR',
        });
        expect(fetchMock).toHaveBeenCalledTimes(1);
      } finally {
        Reflect.deleteProperty(navigator, 'serviceWorker');
      }
    });
  });

  it('lets a cancellation by the caller through as it is', async () => {
    const controller = new AbortController();
    stubFetch(() => {
      controller.abort();
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    });

    const error = await api.get('/parcelles/stats', { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('returns nothing for 204 No Content', async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    await expect(api.delete('/reservations/r1')).resolves.toBeUndefined();
  });
});
