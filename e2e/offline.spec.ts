import { expect, test } from './support/test';

// A demo account of the default start (README).
const BUYER = { email: 'acheteur@demo.parcelles.cd', motDePasse: 'Parcelles2026!' };

test('signing in offline says so at once, and nothing is sent by itself once back online', async ({
  page,
  context,
}) => {
  const logins: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/auth/login') logins.push(request.method());
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Se connecter' })).toBeVisible();
  // The page comes from the server (ADR 025); its button works once the page has hydrated, which
  // needs the scripts: the network goes only after that.
  await expect(page.getByRole('button', { name: 'Se connecter', exact: true })).toBeEnabled();

  await context.setOffline(true);
  await page.getByLabel('Adresse email').fill(BUYER.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(BUYER.motDePasse);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Erreur de connexion. Veuillez vérifier votre connexion internet.',
  );
  await expect(page.getByRole('button', { name: 'Se connecter', exact: true })).toBeEnabled();

  await context.setOffline(false);
  // A call of our own after the network is back: a sign-in resumed by the app on reconnection
  // would have left before it.
  const health = await page.evaluate(async () => (await fetch('/api/v1/health')).status);
  expect(health).toBe(200);
  expect(logins).toEqual([]);
  await expect(page).toHaveURL(/\/login$/);

  // The user asks again: now it goes, once.
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  expect(logins).toEqual(['POST']);
});
