// A signed-in session as the sign-in screen stores it (spec §3-§4), for tests of signed-in screens.
import type { User } from '@parcelles/shared/contracts/auth';
import { STORAGE_KEYS } from '@parcelles/shared/domain';

/** A JWT-shaped token (unsigned: the client only reads its `exp`) expiring in `expiresInS` seconds. */
export function testToken(expiresInS = 3600): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const exp = Math.floor(Date.now() / 1000) + expiresInS;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'u-1', exp })}.signature`;
}

export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u-1',
    nom: 'Awa Mbuyi',
    email: 'awa.mbuyi@exemple.cd',
    telephone: '+243812345678',
    role: 'ACHETEUR',
    emailVerifie: true,
    dateCreation: '2026-01-15T09:00:00.000Z',
    derniereConnexion: '2026-03-02T07:30:00.000Z',
    rappelsSms: true,
    ...overrides,
  };
}

/** Stores a session; the app confirms it with GET /auth/profile at start, which tests answer. */
export function storeTestSession(user: User = testUser(), token: string = testToken()): User {
  localStorage.setItem(STORAGE_KEYS.authToken, token);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  return user;
}
