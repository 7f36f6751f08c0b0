// The whole sign-up by mail against a real SMTP server on loopback: the verification mail leaves
// the outbox, arrives, and its link verifies the account. The routes that must not tell whether an
// address has an account answer first and mail afterwards (ADR 020).
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { authTokens, emailOutbox } from '../../db/schema/index';
import { createTestAppWithSmtp, findLink, type TestAppWithSmtp } from '../../../test/smtp';
import { hashPassword } from './auth.passwords';
import { insertUser } from './auth.repository';

let t: TestAppWithSmtp;
beforeAll(async () => {
  t = await createTestAppWithSmtp();
});
afterAll(() => t?.close());

it('mails the verification link on sign-up, and the link verifies the account', async () => {
  const email = `smtp-${randomUUID().slice(0, 8)}@exemple.cd`;
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: { nom: 'Mutombo Ilunga', email, telephone: '+243812345678', motDePasse: 'Lubumbashi2026' },
  });
  expect(registered.statusCode).toBe(201);

  const mail = await t.smtp.waitForMail((m) => m.envelopeTo.includes(email), 10_000);
  expect(mail.subject).toMatch(/Confirmez votre adresse/);
  expect(mail.text).toContain('Mutombo Ilunga');
  const link = findLink(mail, '/verify-email');
  expect(link?.origin).toBe('https://parcelles.exemple.cd');

  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/verify-email',
    payload: { token: link!.searchParams.get('token') },
  });
  expect(verified.json().message).toBe(
    'Votre adresse email a été vérifiée avec succès. Vous pouvez maintenant vous connecter.',
  );
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, motDePasse: 'Lubumbashi2026' },
  });
  expect(login.statusCode).toBe(200);
});

const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload,
    remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });

async function account({ verified }: { verified: boolean }) {
  const email = `compte-${randomUUID().slice(0, 8)}@exemple.cd`;
  const user = await insertUser(t.database.db, {
    nom: 'Kasongo Banza',
    email,
    telephone: '+243812345678',
    motDePasseHash: await hashPassword('Lubumbashi2026', 'account'),
    emailVerifieLe: verified ? new Date() : null,
  });
  return { id: user.id, email };
}

it('mails the owner, not the visitor, when someone signs up with a known address', async () => {
  const { email } = await account({ verified: true });
  const res = await post('/auth/register', {
    nom: 'Intrus Malin',
    email,
    telephone: '+243812345678',
    motDePasse: 'Lubumbashi2026',
  });
  expect(res.statusCode).toBe(201);
  const mail = await t.smtp.waitForMail((m) => m.envelopeTo.includes(email), 10_000);
  expect(mail.subject).toMatch(/Tentative d’inscription avec votre adresse/);
  expect(mail.text).toContain('Si c’était vous, connectez-vous');
  expect(findLink(mail, '/login')?.origin).toBe('https://parcelles.exemple.cd');
  expect(findLink(mail, '/forgot-password')?.origin).toBe('https://parcelles.exemple.cd');
});

// The answer must not wait for the work a known address needs (token, mail): with the outbox
// locked by another connection, that work blocks, and the answer must come all the same, before
// any link exists; the mail follows once the lock is gone. Needs a second connection: PostgreSQL.
it.runIf(process.env.DATABASE_URL)(
  'answers forgot-password and resend-verification before looking the address up; the mail follows (issue 13)',
  async () => {
    const other = await openDatabase({ databaseUrl: t.databaseUrl!, poolSize: 2 });
    try {
      const cases = [
        { url: '/auth/forgot-password', user: await account({ verified: true }), kind: 'REINITIALISATION' },
        {
          url: '/auth/resend-verification-email',
          user: await account({ verified: false }),
          kind: 'VERIFICATION_EMAIL',
        },
      ] as const;
      for (const { url, user, kind } of cases) {
        let release!: () => void;
        const released = new Promise<void>((resolve) => (release = resolve));
        let locked!: () => void;
        const isLocked = new Promise<void>((resolve) => (locked = resolve));
        const holder = other.db.transaction(async (tx) => {
          await tx.execute(sql`lock table email_outbox in exclusive mode`);
          locked();
          await released;
        });
        await isLocked;
        let outcome: 'answered' | 'blocked';
        try {
          // The answer comes while the outbox is still locked: it waited for none of that work. Had
          // it waited, it could not come before the lock is released, so a generous bound tells.
          // (Watching pg_locks for the request's wait was wrong now and then: the app's mail sender
          // also waits on the locked outbox when its poll falls in that moment.)
          const answer = post(url, { email: user.email }).then((res) => {
            expect(res.statusCode).toBe(200);
            return 'answered' as const;
          });
          outcome = await Promise.race([answer, sleep(20_000, 'blocked' as const, { ref: false })]);
          if (outcome === 'answered') {
            const tokens = await t.database.db
              .select()
              .from(authTokens)
              .where(and(eq(authTokens.userId, user.id), eq(authTokens.kind, kind)));
            const mails = await t.database.db
              .select()
              .from(emailOutbox)
              .where(eq(emailOutbox.destinataire, user.email));
            expect([tokens.length, mails.length]).toEqual([0, 0]);
          }
        } finally {
          release();
          await holder;
        }
        expect(outcome).toBe('answered');
        const mail = await t.smtp.waitForMail((m) => m.envelopeTo.includes(user.email), 10_000);
        expect(
          findLink(mail, kind === 'REINITIALISATION' ? '/reset-password' : '/verify-email'),
        ).toBeDefined();
      }
    } finally {
      await other.close();
    }
  },
);
