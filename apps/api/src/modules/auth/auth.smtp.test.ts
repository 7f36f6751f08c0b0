// The whole sign-up by mail against a real SMTP server on loopback: the verification mail leaves
// the outbox, arrives, and its link verifies the account.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { findLink, startTestSmtpServer, type TestSmtpServer } from '../../../test/smtp';

let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    MAIL_POLL_SECONDS: '0.2',
    PUBLIC_URL: 'https://parcelles.exemple.cd',
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});

it('mails the verification link on sign-up, and the link verifies the account', async () => {
  const email = `smtp-${randomUUID().slice(0, 8)}@exemple.cd`;
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: { nom: 'Mutombo Ilunga', email, telephone: '+243812345678', motDePasse: 'Lubumbashi2026' },
  });
  expect(registered.statusCode).toBe(201);

  const mail = await smtp.waitForMail((m) => m.envelopeTo.includes(email), 10_000);
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
