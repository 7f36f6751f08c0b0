// Signed-in users for API tests: created directly in the database (verified), then signed in
// through the real login route, so each test gets a real session token.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@parcelles/shared/domain';
import type { Database } from '../src/db/client';
import { hashPassword } from '../src/modules/auth/auth.passwords';
import { insertUser } from '../src/modules/auth/auth.repository';

export const TEST_PASSWORD = 'Lubumbashi2026';
let passwordHash: Promise<string> | undefined;

export interface TestUser {
  id: string;
  email: string;
  token: string;
  /** Headers carrying the bearer token, for `app.inject`. */
  headers: { authorization: string };
}

export async function createUser(
  app: FastifyInstance,
  db: Database,
  role: Role = 'ACHETEUR',
): Promise<TestUser> {
  return signIn(app, await insertTestUser(db, role));
}

/** A verified account with TEST_PASSWORD, not signed in (e.g. to sign in to a server process). */
export async function insertTestUser(db: Database, role: Role = 'ACHETEUR') {
  passwordHash ??= hashPassword(TEST_PASSWORD, 'account');
  const email = `${role.toLowerCase()}-${randomUUID().slice(0, 8)}@exemple.cd`;
  const user = await insertUser(db, {
    nom: `Test ${role}`,
    email,
    telephone: '+243812345678',
    role,
    motDePasseHash: await passwordHash,
    emailVerifieLe: new Date(),
  });
  return { id: user.id, email };
}

/** Signs the user in again (a new session), e.g. after a test moved the clock past the last one. */
export async function signIn(app: FastifyInstance, user: Pick<TestUser, 'id' | 'email'>): Promise<TestUser> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress: `172.16.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    payload: { email: user.email, motDePasse: TEST_PASSWORD },
  });
  const token = res.json().data.token as string;
  return { id: user.id, email: user.email, token, headers: { authorization: `Bearer ${token}` } };
}
