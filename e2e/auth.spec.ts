import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { linkIn, waitForMail } from './support/mail';

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Adresse email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
}

async function signOut(page: Page, nom: string) {
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Se déconnecter' }).click();
  } else {
    await page.getByRole('button', { name: `Mon compte : ${nom}` }).click();
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
  }
}

test('a visitor signs up, verifies the address from the mail, signs in, edits the profile, changes, forgets and resets the password', async ({
  page,
}, testInfo) => {
  test.slow();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const email = `acheteur-${Date.now()}-${testInfo.project.name}@exemple.cd`;
  const nom = "Élodie N'Sele";
  const passwords = { first: 'Lubumbashi2026', changed: 'Kolwezi2026x', reset: 'Likasi2026y' };

  // Sign up, with the DR Congo as the phone's default country.
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Créer un compte' })).toBeVisible();
  await page.getByLabel('Nom complet').fill(nom);
  await page.getByLabel('Adresse email').fill(email);
  await expect(page.getByRole('button', { name: /Indicatif du pays : .*Congo/ })).toContainText('+243');
  await page.getByRole('textbox', { name: 'Téléphone', exact: true }).fill('812345678');
  await page.getByLabel('Mot de passe', { exact: true }).fill(passwords.first);
  await page.getByLabel('Confirmer le mot de passe').fill(passwords.first);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  // On screen even after scrolling down the long form on a phone, and given the focus to be read out.
  const success = page.getByRole('heading', { level: 1, name: 'Inscription réussie !' });
  await expect(success).toBeInViewport();
  await expect(success).toBeFocused();
  await expect(page.getByRole('main').getByText(email)).toBeInViewport();

  // The verification mail arrives on the SMTP server; its link verifies the address.
  const verification = await waitForMail(email, 'Confirmez votre adresse email');
  await page.goto(linkIn(verification, '/verify-email'));
  await expect(page.getByRole('heading', { name: 'Email vérifié !' })).toBeVisible();

  // A protected page sends to /login and back there after signing in.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email, passwords.first);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mon Espace Personnel' })).toBeVisible();
  await expect(page.getByText('Acheteur', { exact: true })).toBeVisible();

  // Edit the name.
  await page.getByLabel('Nom complet').fill(`${nom} Kabila`);
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page.getByText('Profil mis à jour avec succès !')).toBeVisible();
  await expect(page.getByText('Vos modifications ont été enregistrées.')).toBeVisible();

  // Change the password.
  await page.getByRole('tab', { name: 'Sécurité' }).click();
  await page.getByLabel('Mot de passe actuel').fill(passwords.first);
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(passwords.changed);
  await page.getByLabel('Confirmer le nouveau mot de passe').fill(passwords.changed);
  await page.getByRole('button', { name: 'Modifier le mot de passe' }).click();
  await expect(page.getByText('Mot de passe modifié avec succès !')).toBeVisible();

  // Sign out: back home, with the toast.
  await signOut(page, `${nom} Kabila`);
  await expect(page.getByText('Déconnexion réussie')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // Forgotten password: the reset mail, its link, a new password.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  // The sign-in form, which also has an 'Adresse email', stays until the next screen's code is in.
  await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible();
  await page.getByLabel('Adresse email').fill(email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByText('Email de réinitialisation envoyé !')).toBeVisible();
  const reset = await waitForMail(email, 'Réinitialisation');
  await page.goto(linkIn(reset, '/reset-password'));
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(passwords.reset);
  await page.getByLabel('Confirmer le mot de passe').fill(passwords.reset);
  await page.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click();
  await expect(page.getByText('Mot de passe réinitialisé avec succès !')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The new password works.
  await signIn(page, email, passwords.reset);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: /Investissez/ })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Se connecter' })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('signing in with an unverified address offers to send the verification mail again', async ({
  page,
}, testInfo) => {
  const email = `non-verifie-${Date.now()}-${testInfo.project.name}@exemple.cd`;
  const answer = await page.request.post('/api/v1/auth/register', {
    data: { nom: 'Awa Mbuyi', email, telephone: '+243812345678', motDePasse: 'Lubumbashi2026' },
  });
  expect(answer.status()).toBe(201);
  await waitForMail(email, 'Confirmez votre adresse email');

  await page.goto('/login');
  await signIn(page, email, 'Lubumbashi2026');
  const alert = page.getByRole('alert').filter({ hasText: 'Erreur de connexion' });
  await expect(alert).toContainText('non vérifiée');
  await alert.getByRole('button', { name: "Renvoyer l'email de vérification" }).click();
  await expect(page.getByText('Email de vérification renvoyé avec succès !')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
