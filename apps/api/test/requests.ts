// Requests to the real app in API tests, through `app.inject` as a signed-in user: paths are given
// below /api/v1, and forms with files go as multipart bodies built by hand (reservation-fixtures.ts).
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TestUser } from './accounts';
import { multipart, pngBytes, type Part } from './reservation-fixtures';

export const api = (url: string) => `/api/v1${url}`;

/**
 * GET, POST (JSON), POST (multipart form) and DELETE as `user`. `app` is read at each request, as a
 * test file builds its app in beforeAll: `const { get, post } = requests(() => t.app)`.
 */
export function requests(app: () => FastifyInstance) {
  return {
    get: (user: TestUser, url: string) =>
      app().inject({ method: 'GET', url: api(url), headers: user.headers }),
    post: (user: TestUser, url: string, payload?: object) =>
      app().inject({ method: 'POST', url: api(url), headers: user.headers, ...(payload ? { payload } : {}) }),
    /** `fields` then `files`, with any `headers` added (e.g. an Idempotency-Key); `null`: signed out. */
    postForm(
      user: TestUser | null,
      url: string,
      fields: Record<string, string>,
      files: Part[] = [],
      headers: Record<string, string> = {},
    ) {
      const body = multipart([...Object.entries(fields).map(([name, value]) => ({ name, value })), ...files]);
      return app().inject({
        method: 'POST',
        url: api(url),
        headers: { ...user?.headers, ...body.headers, ...headers },
        payload: body.payload,
      });
    },
    del: (user: TestUser, url: string) =>
      app().inject({ method: 'DELETE', url: api(url), headers: user.headers }),
  };
}

/**
 * A proof of `montant` dollars paid in cash (one PNG: `png`, or a new one) sent by `buyer`; answers
 * the payment's id.
 */
export async function submitProof(
  app: FastifyInstance,
  buyer: TestUser,
  reservationId: string,
  montant: string,
  png?: Buffer,
): Promise<string> {
  const res = await requests(() => app).postForm(
    buyer,
    '/paiements/soumettre-preuve',
    { reservationId, montant, methode: 'ESPECES' },
    [{ name: 'preuves', filename: 'recu.png', contentType: 'image/png', data: png ?? (await pngBytes()) }],
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as string;
}
