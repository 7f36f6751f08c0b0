// Issue 13: a session used every day is renewed, but only up to its absolute lifetime from
// sign-in (SESSION_MAX_DAYS, longer with "remember me"); then the user signs in again (ADR 018).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index';
import { hashPassword } from './auth.passwords';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { movableClock } from '../../../test/clock';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PASSWORD = 'Lubumbashi2026';
const UNAUTHORIZED = 'Accès non autorisé. Veuillez vous connecter.';

const clock = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t?.close());

let n = 0;
const ip = () => `10.13.${Math.floor(++n / 250)}.${n % 250}`;

async function verifiedAccount() {
  const email = `session-${randomUUID().slice(0, 8)}@exemple.cd`;
  await t.database.db.insert(users).values({
    nom: 'Kabongo Mwamba',
    email,
    motDePasseHash: await hashPassword(PASSWORD, 'account'),
    emailVerifieLe: new Date(),
  });
  return email;
}

async function login(email: string, rememberMe = false) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress: ip(),
    payload: { email, motDePasse: PASSWORD, rememberMe },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.token as string;
}

async function sessionIdOf(email: string) {
  const [row] = await t.database.db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(users.email, email));
  return row!.id;
}

async function profile(token: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/auth/profile',
    remoteAddress: ip(),
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    status: res.statusCode,
    body: res.json(),
    refreshed: res.headers['x-auth-token'] as string | undefined,
  };
}

/** Uses the app every `stepMs` as the client does (keeping each renewed token) until refused. */
async function useUntilRefused(token: string, stepMs: number, maxMs: number) {
  let current = token;
  let elapsed = 0;
  let renewals = 0;
  while (elapsed <= maxMs + stepMs) {
    clock.advance(stepMs);
    elapsed += stepMs;
    const res = await profile(current);
    if (res.status !== 200) return { elapsed, renewals, refusal: res };
    if (res.refreshed) {
      current = res.refreshed;
      renewals += 1;
    }
  }
  throw new Error('the session was never refused');
}

describe('absolute session lifetime', () => {
  it('renews a session used every day until 30 days after sign-in, then asks to sign in again', async () => {
    const email = await verifiedAccount();
    const token = await login(email);
    const { elapsed, renewals, refusal } = await useUntilRefused(token, 20 * HOUR, 30 * DAY);
    // Used every 20 hours, a one-day session lives on by renewal, for 30 days and no longer.
    expect(renewals).toBeGreaterThan(25);
    expect(elapsed).toBeGreaterThan(30 * DAY - 20 * HOUR);
    expect(elapsed).toBeLessThanOrEqual(30 * DAY + 20 * HOUR);
    expect(refusal.status).toBe(401);
    expect(refusal.body.message).toBe(UNAUTHORIZED);
    // Signing in again opens a fresh session.
    expect((await profile(await login(email))).status).toBe(200);
  });

  it('lets a "remember me" session live longer: 90 days', async () => {
    const email = await verifiedAccount();
    const token = await login(email, true);
    const { elapsed, renewals, refusal } = await useUntilRefused(token, 5 * DAY, 90 * DAY);
    expect(renewals).toBeGreaterThanOrEqual(3);
    expect(elapsed).toBeGreaterThan(85 * DAY);
    expect(elapsed).toBeLessThanOrEqual(95 * DAY);
    expect(refusal.status).toBe(401);
  });

  it('never renews past the limit: close to it, the renewal gives only what is left', async () => {
    const email = await verifiedAccount();
    const token = await login(email);
    const id = await sessionIdOf(email);
    // 29 days and 20 hours in: a full day more would pass the 30-day limit.
    const createdAt = new Date(clock.now().getTime() - 29 * DAY - 20 * HOUR);
    await t.database.db
      .update(sessions)
      .set({ createdAt, expiresAt: new Date(clock.now().getTime() + HOUR) })
      .where(eq(sessions.id, id));
    const renewed = await profile(token);
    expect(renewed.status).toBe(200);
    expect(renewed.refreshed).toBeDefined();
    const [after] = await t.database.db.select().from(sessions).where(eq(sessions.id, id));
    expect(after!.expiresAt.getTime()).toBe(createdAt.getTime() + 30 * DAY);
    clock.advance(4 * HOUR + 1000);
    expect((await profile(renewed.refreshed!)).status).toBe(401);
  });

  it('refuses a 400-day-old session whose row was renewed before the limit existed', async () => {
    const email = await verifiedAccount();
    const token = await login(email, true);
    const id = await sessionIdOf(email);
    await t.database.db
      .update(sessions)
      .set({
        createdAt: new Date(clock.now().getTime() - 400 * DAY),
        expiresAt: new Date(clock.now().getTime() + 20 * DAY),
      })
      .where(eq(sessions.id, id));
    const res = await profile(token);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(UNAUTHORIZED);
    expect(res.refreshed).toBeUndefined();
  });
});
