// Issue 27: nobody without an account can make the server hash passwords at will. A link's token is
// checked before its new password is hashed, each client's tries of a link are limited, and
// argon2 work waits in a bounded queue where sign-ins go first.
import { randomBytes, randomUUID } from 'node:crypto';
import argon2 from 'argon2';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertTestUser, TEST_PASSWORD } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { passwordWorkLoad } from './auth.passwords';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());
afterEach(() => vi.restoreAllMocks());

let n = 0;
const client = () => `10.72.${++n % 250}.${Math.floor(Math.random() * 250) + 1}`;
const junkToken = () => randomBytes(32).toString('base64url');

const post = (url: string, payload: Record<string, string>, remoteAddress = client()) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, remoteAddress });

describe.each([
  ['/auth/reset-password', 'Lien de réinitialisation invalide ou expiré.'],
  [
    '/auth/accept-invitation',
    "Lien d'invitation invalide ou expiré. Demandez à un administrateur de vous inviter à nouveau.",
  ],
])('%s', (url, invalidMessage) => {
  it('refuses an unknown link before hashing anything', async () => {
    const hash = vi.spyOn(argon2, 'hash');
    const res = await post(url, { token: junkToken(), motDePasse: 'Lubumbashi2026' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(invalidMessage);
    expect(hash).not.toHaveBeenCalled();
  });

  it('limits the tries of one client to 10 in 15 minutes, with the French 429', async () => {
    const from = client();
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await post(url, { token: junkToken(), motDePasse: 'Lubumbashi2026' }, from)).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
    const refused = await post(url, { token: junkToken(), motDePasse: 'Lubumbashi2026' }, from);
    expect(refused.json().message).toBe('Trop de requêtes. Veuillez patienter avant de réessayer.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not caught by it.
    expect((await post(url, { token: junkToken(), motDePasse: 'Lubumbashi2026' })).statusCode).toBe(400);
  });
});

describe('a flood of anonymous hashing', () => {
  it('is held to a small queue (503 beyond it) while a sign-in sent in the middle of it gets in', async () => {
    const account = await insertTestUser(t.database.db);
    const signUp = () =>
      post('/auth/register', {
        nom: 'Mukendi Tshala',
        email: `flot-${randomUUID().slice(0, 8)}@exemple.cd`,
        telephone: '+243812345678',
        motDePasse: 'Lubumbashi2026',
      });
    const flood = Array.from({ length: 40 }, signUp);
    const signIn = post('/auth/login', { email: account.email, motDePasse: TEST_PASSWORD });
    const answers = await Promise.all(flood);
    const statuses = answers.map((r) => r.statusCode);

    expect((await signIn).statusCode).toBe(200);
    expect(statuses.every((s) => s === 201 || s === 503)).toBe(true);
    // As many as run at once plus the 8 that may wait were taken; the rest were refused at once.
    expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0);
    const busy = answers.find((r) => r.statusCode === 503)!;
    expect(busy.json()).toMatchObject({
      success: false,
      code: 'SERVICE_UNAVAILABLE',
      message: 'Le serveur est très sollicité. Veuillez réessayer dans quelques instants.',
    });
    expect(busy.headers['retry-after']).toBe('2');

    // Once it has passed, sign-ups are taken again and nothing waits.
    expect((await signUp()).statusCode).toBe(201);
    expect(passwordWorkLoad()).toEqual({ running: 0, waiting: { account: 0, anonymous: 0 } });
  });
});
