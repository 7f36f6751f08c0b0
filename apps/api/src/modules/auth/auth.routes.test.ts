import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, sessions, settings, users } from '../../db/schema/index';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from '../../demo/accounts';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createRateLimiter, MINUTE, RateLimitError } from '../../plugins/rate-limit';
import { AUTH_MESSAGES } from '../mail/messages';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

let n = 0;
/** A client address of its own per call, so rate limits only bite where a test wants them to. */
const freshIp = () => `10.${Math.floor(++n / 250)}.${n % 250}.${Math.floor(Math.random() * 250)}`;
const uniqueEmail = (prefix = 'acheteur') => `${prefix}-${randomUUID().slice(0, 8)}@exemple.cd`;

type Body = Record<string, unknown>;
async function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: Body,
  token?: string,
  ip = freshIp(),
) {
  const res = await t.app.inject({
    method,
    url: `/api/v1${url}`,
    remoteAddress: ip,
    ...(body === undefined ? {} : { payload: body }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    status: res.statusCode,
    // Answers are checked field by field below; their exact types are the contracts' business.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    body: res.json() as Body & { data?: any; errors?: Body },
    headers: res.headers,
  };
}

const validRegistration = (overrides: Body = {}) => ({
  nom: 'Kabongo Mwamba Ngoy',
  email: uniqueEmail(),
  telephone: '+243812345678',
  motDePasse: 'Lubumbashi2026',
  ...overrides,
});

/** The token of the last link of `path` mailed to `email`, read from the outbox. */
async function mailedToken(email: string, path: '/verify-email' | '/reset-password') {
  // Sign-up and the link mails do their work once they have answered (ADR 020).
  await t.app.afterReply.idle();
  const [mail] = await t.database.db
    .select()
    .from(emailOutbox)
    .where(sql`lower(${emailOutbox.destinataire}) = lower(${email})`)
    .orderBy(desc(emailOutbox.createdAt));
  const match = new RegExp(`${path}\\?token=([\\w-]+)`).exec(mail?.texte ?? '');
  if (!match) throw new Error(`no ${path} link mailed to ${email}`);
  return match[1]!;
}

async function registered(overrides: Body = {}) {
  const body = validRegistration(overrides);
  const res = await call('POST', '/auth/register', body);
  expect(res.status).toBe(201);
  await t.app.afterReply.idle(); // the account is created once the answer is sent (ADR 020)
  return body;
}

async function signedIn(overrides: Body = {}) {
  const account = await registered(overrides);
  await call('POST', '/auth/verify-email', {
    token: await mailedToken(account.email as string, '/verify-email'),
  });
  const login = await call('POST', '/auth/login', { email: account.email, motDePasse: account.motDePasse });
  expect(login.status).toBe(200);
  return { ...account, token: login.body.data.token as string, user: login.body.data.user };
}

describe('sign-up', () => {
  it('creates an unverified buyer, keeps the name as typed, stores the phone in E.164 and mails a link', async () => {
    const body = validRegistration({ nom: "Élodie N'Sele" });
    const res = await call('POST', '/auth/register', body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, data: { email: body.email } });
    expect(res.body.message).toContain('Inscription réussie !');
    await t.app.afterReply.idle();
    const [user] = await t.database.db.select().from(users).where(eq(users.email, body.email));
    expect(user).toMatchObject({
      nom: "Élodie N'Sele",
      telephone: '+243812345678',
      role: 'ACHETEUR',
      emailVerifieLe: null,
    });
    expect(user!.motDePasseHash).toMatch(/^\$argon2id\$/);
    expect(await mailedToken(body.email, '/verify-email')).toMatch(/^[\w-]{40,}$/);
  });

  it('answers a sign-up with a known address like any other, changes nothing and tells the owner by mail', async () => {
    const first = await signedIn();
    const [before] = await t.database.db.select().from(users).where(eq(users.email, first.email));
    const fresh = validRegistration();
    const again = validRegistration({ email: first.email.toUpperCase(), nom: 'Intrus Malin' });
    const freshAnswer = await call('POST', '/auth/register', fresh);
    const againAnswer = await call('POST', '/auth/register', again);
    expect(againAnswer.status).toBe(201);
    expect(againAnswer.status).toBe(freshAnswer.status);
    // The same answer, but for the address echoed back as typed.
    expect(againAnswer.body).toEqual({
      success: true,
      data: { email: again.email },
      message: AUTH_MESSAGES.registered(again.email),
    });
    expect(freshAnswer.body).toEqual({
      success: true,
      data: { email: fresh.email },
      message: AUTH_MESSAGES.registered(fresh.email),
    });

    await t.app.afterReply.idle();
    const accounts = await t.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${first.email})`);
    expect(accounts).toEqual([before]);
    expect((await call('GET', '/auth/profile', undefined, first.token)).status).toBe(200);
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.destinataire, first.email))
      .orderBy(desc(emailOutbox.createdAt));
    expect(mail!.sujet).toMatch(/Tentative d’inscription avec votre adresse/);
    expect(mail!.texte).toContain('Quelqu’un a tenté de créer un compte');
    expect(mail!.texte).toContain('/forgot-password');
    expect(mail!.texte).not.toContain('Intrus Malin');
  });

  it('limits sign-ups per address, known or not, so the owner gets few mails', async () => {
    const first = await registered();
    const unknown = uniqueEmail('inconnu');
    const statuses = async (email: string) => {
      const all = [];
      for (let i = 0; i < 6; i++)
        all.push((await call('POST', '/auth/register', validRegistration({ email }))).status);
      return all;
    };
    // The first sign-up of `first` used one of its five.
    expect(await statuses(first.email)).toEqual([201, 201, 201, 201, 429, 429]);
    expect(await statuses(unknown)).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('ignores fields it does not know: nobody makes themselves an administrator', async () => {
    const body = validRegistration({ role: 'ADMIN', emailVerifieLe: '2020-01-01' });
    await call('POST', '/auth/register', body);
    await t.app.afterReply.idle();
    const [user] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, body.email as string));
    expect(user).toMatchObject({ role: 'ACHETEUR', emailVerifieLe: null });
  });

  it('stores HTML and SQL-looking names as plain text', async () => {
    const nom = `<script>alert(1)</script>'); DROP TABLE users;--`.slice(0, 50);
    const account = await signedIn({ nom });
    expect(account.user.nom).toBe(nom);
    expect((await call('GET', '/auth/profile', undefined, account.token)).body.data.nom).toBe(nom);
  });

  it.each([
    ['an empty name', { nom: '' }, 'nom', 'Le nom complet est requis'],
    ['a one-letter name', { nom: 'K' }, 'nom', 'Le nom doit contenir au moins 2 caractères'],
    ['a 51-letter name', { nom: 'K'.repeat(51) }, 'nom', 'Le nom ne peut pas dépasser 50 caractères'],
    ['a 10,000-letter name', { nom: 'K'.repeat(10_000) }, 'nom', 'Le nom ne peut pas dépasser 50 caractères'],
    ['a number as name', { nom: 123 }, 'nom', 'Le nom complet est requis'],
    ['an empty e-mail', { email: '' }, 'email', "L'adresse email est requise"],
    ['a malformed e-mail', { email: 'pas-une-adresse' }, 'email', 'Adresse email invalide'],
    [
      'a 10,000-character e-mail',
      { email: `${'a'.repeat(10_000)}@exemple.cd` },
      'email',
      'Adresse email invalide',
    ],
    ['an empty phone', { telephone: '' }, 'telephone', 'Le numéro de téléphone est requis'],
    ['letters as phone', { telephone: 'abc' }, 'telephone', 'Numéro de téléphone invalide'],
    ['a phone too short', { telephone: '+24312' }, 'telephone', 'Numéro de téléphone invalide'],
    ['a phone no country has', { telephone: '+243 000 000' }, 'telephone', 'Numéro de téléphone invalide'],
    ['an empty password', { motDePasse: '' }, 'motDePasse', 'Le mot de passe est requis'],
    [
      'a short password',
      { motDePasse: 'Court1' },
      'motDePasse',
      'Le mot de passe doit contenir au moins 8 caractères',
    ],
    [
      'a password without capitals',
      { motDePasse: 'toutenminuscule1' },
      'motDePasse',
      'Le mot de passe doit contenir au moins une majuscule, une minuscule et un chiffre',
    ],
    [
      'a 10,000-character password',
      { motDePasse: `Aa1${'x'.repeat(10_000)}` },
      'motDePasse',
      'Le mot de passe ne peut pas dépasser 128 caractères',
    ],
  ])('refuses %s with the French message on its field', async (_label, override, field, message) => {
    const res = await call('POST', '/auth/register', validRegistration(override));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      message: 'Données invalides. Veuillez vérifier vos informations.',
    });
    expect(res.body.errors?.[field]).toBe(message);
  });

  it('answers an empty or malformed body with 400, never a 5xx', async () => {
    for (const payload of [undefined, '', '[]', 'null', '{"nom":']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        remoteAddress: freshIp(),
        headers: { 'content-type': 'application/json' },
        ...(payload === undefined ? {} : { payload }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });
});

describe('e-mail verification', () => {
  it('refuses sign-in until the address is verified, then verifies once', async () => {
    const account = await registered();
    const refused = await call('POST', '/auth/login', {
      email: account.email,
      motDePasse: account.motDePasse,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('EMAIL_NOT_VERIFIED');
    expect(refused.body.message).toContain('non vérifiée');

    const token = await mailedToken(account.email, '/verify-email');
    const verified = await call('POST', '/auth/verify-email', { token });
    expect(verified.body).toEqual({
      success: true,
      message: 'Votre adresse email a été vérifiée avec succès. Vous pouvez maintenant vous connecter.',
    });
    const again = await call('POST', '/auth/verify-email', { token });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Lien de vérification invalide ou expiré.');
    expect(
      (await call('POST', '/auth/login', { email: account.email, motDePasse: account.motDePasse })).status,
    ).toBe(200);
  });

  it('refuses tampered and expired links', async () => {
    const account = await registered();
    const token = await mailedToken(account.email, '/verify-email');
    expect((await call('POST', '/auth/verify-email', { token: `${token}x` })).status).toBe(400);
    await t.database.db.execute(sql`update auth_tokens set expires_at = now() - interval '1 minute'`);
    expect((await call('POST', '/auth/verify-email', { token })).status).toBe(400);
  });

  it('resends a link that leaves the first one valid, with the same answer for unknown addresses', async () => {
    const account = await registered();
    const first = await mailedToken(account.email, '/verify-email');
    const resent = await call('POST', '/auth/resend-verification-email', { email: account.email });
    const unknown = await call('POST', '/auth/resend-verification-email', { email: uniqueEmail('inconnu') });
    expect(resent.body).toEqual({ success: true, message: 'Email de vérification renvoyé avec succès !' });
    expect(unknown.body).toEqual(resent.body);
    const second = await mailedToken(account.email, '/verify-email');
    expect(second).not.toBe(first);

    // The user opens the first mail: it still works, and verifying uses up every link.
    expect((await call('POST', '/auth/verify-email', { token: first })).status).toBe(200);
    const again = await call('POST', '/auth/verify-email', { token: second });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Lien de vérification invalide ou expiré.');
    expect(
      (await call('POST', '/auth/login', { email: account.email, motDePasse: account.motDePasse })).status,
    ).toBe(200);
  });
});

describe('sign-in and sessions', () => {
  it('signs in with the address in any case and with a +tag, for 1 day or 30 days', async () => {
    const account = await signedIn({ email: `Ana+parcelles-${randomUUID().slice(0, 6)}@Exemple.cd` });
    const day = await call('POST', '/auth/login', {
      email: account.email.toLowerCase(),
      motDePasse: account.motDePasse,
    });
    expect(day.status).toBe(200);
    expect(day.body.message).toBe('Connexion réussie !');
    const hoursLeft = (iso: string) => (Date.parse(iso) - Date.now()) / 3_600_000;
    expect(hoursLeft(day.body.data.expiresAt)).toBeCloseTo(24, 0);
    const month = await call('POST', '/auth/login', {
      email: account.email.toUpperCase(),
      motDePasse: account.motDePasse,
      rememberMe: true,
    });
    expect(hoursLeft(month.body.data.expiresAt) / 24).toBeCloseTo(30, 0);
    expect(month.body.data.user).toMatchObject({
      email: account.email,
      emailVerifie: true,
      role: 'ACHETEUR',
    });
    expect(month.body.data.user).not.toHaveProperty('motDePasseHash');
  });

  it('answers a wrong password and an unknown address alike', async () => {
    const account = await signedIn();
    const wrong = await call('POST', '/auth/login', { email: account.email, motDePasse: 'Mauvais2026' });
    const unknown = await call('POST', '/auth/login', {
      email: uniqueEmail('inconnu'),
      motDePasse: 'Mauvais2026',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Email ou mot de passe incorrect.');
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses revoked, expired, tampered and foreign tokens with 401', async () => {
    const account = await signedIn();
    expect((await call('GET', '/auth/profile', undefined, account.token)).status).toBe(200);
    const [header, payload, signature] = account.token.split('.');
    const tampered = `${header}.${payload}.${signature!.slice(0, -2)}xx`;
    const foreign = await new SignJWT({ sid: randomUUID() })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(account.user.id)
      .setIssuer('parcelles')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('une-autre-cle-secrete-de-plus-de-32-caracteres'));
    const [secret] = await t.database.db.select().from(settings).where(eq(settings.cle, 'jwt_secret'));
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, account.user.id));
    const expired = await new SignJWT({ sid: session!.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(account.user.id)
      .setIssuer('parcelles')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(secret!.valeur as string));
    for (const token of [tampered, foreign, expired, 'pas.un.jeton', 'x']) {
      const res = await call('GET', '/auth/profile', undefined, token);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Accès non autorisé. Veuillez vous connecter.');
    }
    expect((await call('POST', '/auth/logout', undefined, account.token)).body.message).toBe(
      'Déconnexion réussie',
    );
    expect((await call('GET', '/auth/profile', undefined, account.token)).status).toBe(401);
  });

  it('renews a session past half its lifetime: a fresh token comes back in x-auth-token', async () => {
    const account = await signedIn();
    const fresh = await call('GET', '/auth/profile', undefined, account.token);
    expect(fresh.headers['x-auth-token']).toBeUndefined();
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 200_000) })
      .where(eq(sessions.userId, account.user.id));
    const renewed = await call('GET', '/auth/profile', undefined, account.token);
    const token = renewed.headers['x-auth-token'] as string;
    expect(token).toMatch(/^ey/);
    expect((await call('GET', '/auth/profile', undefined, token)).body.data.email).toBe(account.email);
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, account.user.id));
    expect(session!.expiresAt.getTime() - Date.now()).toBeGreaterThan(23 * 3_600_000);
  });

  it('keeps a deactivated account out, even with a live token', async () => {
    const account = await signedIn();
    await t.database.db.update(users).set({ actif: false }).where(eq(users.id, account.user.id));
    expect((await call('GET', '/auth/profile', undefined, account.token)).status).toBe(401);
    const login = await call('POST', '/auth/login', { email: account.email, motDePasse: account.motDePasse });
    expect(login.status).toBe(403);
    expect(login.body.code).toBe('ACCOUNT_DISABLED');
  });

  it('limits failed sign-ins per address and client with the French 429 message', async () => {
    const account = await signedIn();
    const ip = freshIp();
    let last;
    for (let i = 0; i < 11; i++) {
      last = await call(
        'POST',
        '/auth/login',
        { email: account.email, motDePasse: 'Mauvais2026' },
        undefined,
        ip,
      );
    }
    expect(last!.status).toBe(429);
    expect(last!.body.message).toBe('Trop de requêtes. Veuillez patienter avant de réessayer.');
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    // That client waits for the window to end, even with the right password.
    const login = { email: account.email, motDePasse: account.motDePasse };
    expect((await call('POST', '/auth/login', login, undefined, ip)).status).toBe(429);
  });

  it("lets the owner in at once from their client after a stranger's failures from another (issue 13)", async () => {
    const account = await signedIn();
    const stranger = freshIp();
    for (let i = 0; i < 12; i++) {
      await call(
        'POST',
        '/auth/login',
        { email: account.email, motDePasse: 'Mauvais2026' },
        undefined,
        stranger,
      );
    }
    const login = { email: account.email, motDePasse: account.motDePasse };
    expect((await call('POST', '/auth/login', login, undefined, stranger)).status).toBe(429);
    expect((await call('POST', '/auth/login', login, undefined, freshIp())).status).toBe(200);
  });

  it('never locks the owner out when many clients guess their password: it only slows down', async () => {
    const account = await signedIn();
    for (let i = 0; i < 22; i++) {
      await call('POST', '/auth/login', { email: account.email, motDePasse: 'Mauvais2026' });
    }
    const login = { email: account.email, motDePasse: account.motDePasse };
    expect((await call('POST', '/auth/login', login)).status).toBe(200);
  });

  it('does not count successful sign-ins: 31 in a row from one client all succeed (issue 13)', async () => {
    const account = await signedIn();
    const ip = freshIp();
    const login = { email: account.email, motDePasse: account.motDePasse };
    const statuses = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await call('POST', '/auth/login', login, undefined, ip)).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    // Nor do they hide failures: that client's wrong passwords are still limited.
    const wrong = { email: account.email, motDePasse: 'Mauvais2026' };
    const failures = [];
    for (let i = 0; i < 11; i++)
      failures.push((await call('POST', '/auth/login', wrong, undefined, ip)).status);
    expect(failures.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(failures[10]).toBe(429);
  });

  it('scales every limit by RATE_LIMIT_SCALE (a test run signing in often from one address)', async () => {
    const limiter = createRateLimiter(t.database.db, 3);
    const limit = { key: `scale:${freshIp()}`, max: 2, windowMs: MINUTE };
    for (let i = 0; i < 6; i++) await limiter.check(limit);
    await expect(limiter.check(limit)).rejects.toBeInstanceOf(RateLimitError);
  });

  it('limits sign-in attempts per client across addresses', async () => {
    const ip = freshIp();
    const statuses = [];
    for (let i = 0; i < 31; i++) {
      statuses.push(
        (
          await call(
            'POST',
            '/auth/login',
            { email: uniqueEmail(), motDePasse: 'Mauvais2026' },
            undefined,
            ip,
          )
        ).status,
      );
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('profile', () => {
  it('answers the signed-in user only, and 401 to a visitor', async () => {
    expect((await call('GET', '/auth/profile')).status).toBe(401);
    const account = await signedIn();
    const res = await call('GET', '/auth/profile', undefined, account.token);
    expect(res.body.data).toMatchObject({
      email: account.email,
      nom: account.nom,
      telephone: '+243812345678',
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('updates the name and phone, and checks them like the form does', async () => {
    const account = await signedIn();
    const ok = await call(
      'PUT',
      '/auth/profile',
      { nom: 'Mbuyi Kalala', email: account.email, telephone: '0997 123 456' },
      account.token,
    );
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      nom: 'Mbuyi Kalala',
      telephone: '+243997123456',
      emailVerifie: true,
    });
    const cleared = await call(
      'PUT',
      '/auth/profile',
      { nom: 'Mbuyi Kalala', email: account.email, telephone: '' },
      account.token,
    );
    expect(cleared.body.data.telephone).toBeNull();
    const bad = await call('PUT', '/auth/profile', { nom: 'M', email: 'x', telephone: 'abc' }, account.token);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      nom: 'Le nom doit contenir au moins 2 caractères',
      email: 'Adresse email invalide',
      telephone: 'Numéro de téléphone invalide',
    });
  });

  it('keeps SMS reminders on by default and lets the user turn them off and on (issue 25)', async () => {
    const account = await signedIn();
    expect((await call('GET', '/auth/profile', undefined, account.token)).body.data.rappelsSms).toBe(true);

    const off = await call('PUT', '/auth/profile/preferences', { rappelsSms: false }, account.token);
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({
      success: true,
      message: 'Vos préférences ont été enregistrées.',
      data: { email: account.email, telephone: '+243812345678', rappelsSms: false },
    });
    expect((await call('GET', '/auth/profile', undefined, account.token)).body.data.rappelsSms).toBe(false);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, account.user.id));
    expect(row?.rappelsSms).toBe(false);
    // The profile form leaves it as it is.
    const renamed = await call(
      'PUT',
      '/auth/profile',
      { nom: 'Mbuyi Kalala', email: account.email, telephone: '0997 123 456' },
      account.token,
    );
    expect(renamed.body.data.rappelsSms).toBe(false);

    const on = await call('PUT', '/auth/profile/preferences', { rappelsSms: true }, account.token);
    expect(on.body.data.rappelsSms).toBe(true);

    for (const body of [{}, { rappelsSms: 'oui' }, { rappelsSms: null }]) {
      const bad = await call('PUT', '/auth/profile/preferences', body, account.token);
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(bad.body.errors).toEqual({
        rappelsSms: 'Indiquez si vous souhaitez recevoir les rappels par SMS (oui ou non)',
      });
    }
    const notJson = await call('PUT', '/auth/profile/preferences', ['x'] as unknown as Body, account.token);
    expect(notJson.status).toBe(400);
    expect((await call('PUT', '/auth/profile/preferences', { rappelsSms: false })).status).toBe(401);
  });

  it('refuses a 900 KB name with the sign-up rule, and stores nothing (issue 13)', async () => {
    const account = await signedIn();
    const res = await call(
      'PUT',
      '/auth/profile',
      { nom: 'A'.repeat(900_000), email: account.email, telephone: '0997 123 456' },
      account.token,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ nom: 'Le nom ne peut pas dépasser 50 caractères' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, account.user.id));
    expect(row).toMatchObject({ nom: account.nom, telephone: '+243812345678' });
  });

  it("refuses another account's address, and asks to verify a new one", async () => {
    const other = await registered();
    const account = await signedIn();
    const taken = await call('PUT', '/auth/profile', { nom: account.nom, email: other.email }, account.token);
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ email: 'Cette adresse email est déjà utilisée' });
    const newEmail = uniqueEmail('nouvelle');
    const moved = await call('PUT', '/auth/profile', { nom: account.nom, email: newEmail }, account.token);
    expect(moved.body.data).toMatchObject({ email: newEmail, emailVerifie: false });
    expect(moved.body.message).toContain(newEmail);
    await call('POST', '/auth/verify-email', { token: await mailedToken(newEmail, '/verify-email') });
    expect((await call('GET', '/auth/profile', undefined, account.token)).body.data.emailVerifie).toBe(true);
  });

  it('lets a user try only a few new addresses an hour, taken or not (issue 13)', async () => {
    const other = await registered();
    const account = await signedIn();
    const tries = [other.email, ...Array.from({ length: 5 }, () => uniqueEmail('essai'))];
    const statuses = [];
    for (const email of tries) {
      statuses.push((await call('PUT', '/auth/profile', { nom: account.nom, email }, account.token)).status);
    }
    expect(statuses).toEqual([409, 200, 200, 200, 200, 429]);
    // The name and phone can still change.
    const same = await call('PUT', '/auth/profile', { nom: 'Mbuyi Kalala', email: tries[4] }, account.token);
    expect(same.status).toBe(200);
  });

  it('voids the link mailed to an address the user moved away from', async () => {
    const account = await signedIn();
    const first = uniqueEmail('premiere');
    await call('PUT', '/auth/profile', { nom: account.nom, email: first }, account.token);
    const linkToFirst = await mailedToken(first, '/verify-email');
    const second = uniqueEmail('seconde');
    await call('PUT', '/auth/profile', { nom: account.nom, email: second }, account.token);
    // The first address no longer belongs to the account: its link must not verify the second.
    expect((await call('POST', '/auth/verify-email', { token: linkToFirst })).status).toBe(400);
    expect((await call('GET', '/auth/profile', undefined, account.token)).body.data.emailVerifie).toBe(false);
  });
});

describe('passwords', () => {
  it('changes the password, signs out the other devices, keeps this one, and says so by mail', async () => {
    const account = await signedIn();
    const other = await call('POST', '/auth/login', { email: account.email, motDePasse: account.motDePasse });
    const wrong = await call(
      'PUT',
      '/auth/change-password',
      { currentPassword: 'Mauvais2026', newPassword: 'Nouveau2026' },
      account.token,
    );
    expect(wrong.status).toBe(400);
    // The answer says what is wrong, not the generic 'Données invalides…'.
    expect(wrong.body.message).toBe('Le mot de passe actuel est incorrect');
    expect(wrong.body.errors).toEqual({ currentPassword: 'Le mot de passe actuel est incorrect' });

    const changed = await call(
      'PUT',
      '/auth/change-password',
      { currentPassword: account.motDePasse, newPassword: 'Nouveau2026' },
      account.token,
    );
    expect(changed.body).toEqual({ success: true, message: 'Mot de passe modifié avec succès !' });
    expect((await call('GET', '/auth/profile', undefined, account.token)).status).toBe(200);
    expect((await call('GET', '/auth/profile', undefined, other.body.data.token)).status).toBe(401);
    expect(
      (await call('POST', '/auth/login', { email: account.email, motDePasse: account.motDePasse })).status,
    ).toBe(401);
    expect(
      (await call('POST', '/auth/login', { email: account.email, motDePasse: 'Nouveau2026' })).status,
    ).toBe(200);
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.destinataire, account.email))
      .orderBy(desc(emailOutbox.createdAt));
    expect(mail!.sujet).toMatch(/mot de passe/i);
  });

  it('resets a forgotten password once, with the same answer for unknown addresses', async () => {
    const account = await signedIn();
    const known = await call('POST', '/auth/forgot-password', { email: account.email.toUpperCase() });
    const unknown = await call('POST', '/auth/forgot-password', { email: uniqueEmail('inconnu') });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);

    const token = await mailedToken(account.email, '/reset-password');
    const weak = await call('POST', '/auth/reset-password', { token, motDePasse: 'faible' });
    expect(weak.status).toBe(400);
    expect(weak.body.errors?.motDePasse).toBe('Le mot de passe doit contenir au moins 8 caractères');
    const reset = await call('POST', '/auth/reset-password', { token, motDePasse: 'Reinitialise2026' });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toContain('Mot de passe réinitialisé avec succès !');
    expect((await call('GET', '/auth/profile', undefined, account.token)).status).toBe(401);
    const reused = await call('POST', '/auth/reset-password', { token, motDePasse: 'Autre2026xx' });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe('Lien de réinitialisation invalide ou expiré.');
    expect(
      (await call('POST', '/auth/login', { email: account.email, motDePasse: 'Reinitialise2026' })).status,
    ).toBe(200);
  });

  it('refuses an expired reset link', async () => {
    const account = await signedIn();
    await call('POST', '/auth/forgot-password', { email: account.email });
    const token = await mailedToken(account.email, '/reset-password');
    await t.database.db.execute(
      sql`update auth_tokens set expires_at = now() - interval '1 second' where kind = 'REINITIALISATION'`,
    );
    expect(
      (await call('POST', '/auth/reset-password', { token, motDePasse: 'Reinitialise2026' })).status,
    ).toBe(400);
  });
});

describe('demo accounts', () => {
  it('creates three verified accounts, one per role, once', async () => {
    expect(await seedDemoAccounts(t.database.db)).toBe(3);
    expect(await seedDemoAccounts(t.database.db)).toBe(0);
    for (const account of DEMO_ACCOUNTS) {
      const login = await call('POST', '/auth/login', { email: account.email, motDePasse: DEMO_PASSWORD });
      expect(login.body.data.user).toMatchObject({ role: account.role, emailVerifie: true });
    }
  });
});
