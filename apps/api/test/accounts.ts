// Signed-in users for API tests: created directly in the database (verified), then signed in
// through the real login route, so each test gets a real session token.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@parcelles/shared/domain';
import type { Database } from '../src/db/client';
import argon2 from 'argon2';
import { insertUser } from '../src/modules/auth/auth.repository';
import { users } from '../src/db/schema/index';

export const TEST_PASSWORD = 'Lubumbashi2026';
/**
 * A real argon2id hash of TEST_PASSWORD, made with 1 MiB and one pass instead of the product's
 * 64 MiB and three: a sign-in checks it with the product's code in 10 ms instead of 200 ms, and the
 * suites sign in some thousand times (issue 24). The product's own cost is tested where it is the
 * subject (sign-up, password change, auth-timing and password-work tests).
 */
let passwordHash: Promise<string> | undefined;
const testPasswordHash = () =>
  (passwordHash ??= argon2.hash(TEST_PASSWORD, { type: argon2.argon2id, memoryCost: 1024, timeCost: 1 }));

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

/**
 * Signed-in users of the given roles, made at once, in that order:
 * `[buyer, admin] = await createUsers(app, db, 'ACHETEUR', 'ADMIN')`.
 */
export function createUsers<R extends Role[]>(
  app: FastifyInstance,
  db: Database,
  ...roles: R
): Promise<{ [K in keyof R]: TestUser }> {
  return Promise.all(roles.map((role) => createUser(app, db, role))) as Promise<{ [K in keyof R]: TestUser }>;
}

/** A verified account with TEST_PASSWORD, not signed in (e.g. to sign in to a server process). */
export async function insertTestUser(db: Database, role: Role = 'ACHETEUR') {
  const email = `${role.toLowerCase()}-${randomUUID().slice(0, 8)}@exemple.cd`;
  const user = await insertUser(db, {
    nom: `Test ${role}`,
    email,
    telephone: '+243812345678',
    role,
    motDePasseHash: await testPasswordHash(),
    emailVerifieLe: new Date(),
  });
  return { id: user.id, email };
}

/**
 * Gives the account its test address (verified) and TEST_PASSWORD back, and activates it (after a test changed
 * them through the API, e.g. the fuzz test between two seeds).
 */
export async function restoreTestUser(db: Database, user: Pick<TestUser, 'id' | 'email'>): Promise<void> {
  const motDePasseHash = await testPasswordHash();
  await db
    .update(users)
    .set({ email: user.email, emailVerifieLe: new Date(), motDePasseHash, actif: true })
    .where(eq(users.id, user.id));
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
