// The accounts of issue 11 in a real browser, on a desktop and at 360 px: an admin deactivates a
// fresh buyer, who is signed out at their next page and cannot sign in (and is told why), then
// reactivates them and they can; an admin invites an agent, who sets a password from the mailed
// link and signs in. axe finds no serious or critical violation on the list, an account's page and
// the invitee's page.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { linkIn, waitForMail } from './support/mail';
import {
  PASSWORD,
  isPhone,
  otherPage,
  signIn,
  submitSignIn,
  verifiedBuyer,
  useSession,
} from './support/session';

const DISABLED = 'Ce compte a été désactivé. Contactez le service client pour le réactiver.';

async function openUsers(page: Page) {
  await page.goto('/admin');
  if (isPhone(page)) await page.getByRole('button', { name: 'Menu du back-office' }).click();
  await page
    .getByRole('navigation', { name: 'Navigation du back-office' })
    .filter({ visible: true })
    .getByRole('link', { name: 'Utilisateurs' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeVisible();
}

async function confirmAccess(page: Page, button: string) {
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: button }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
}

test('an admin deactivates a buyer, who is signed out and refused; reactivated, they sign in', async ({
  page,
  browser,
  request,
  staffSession,
}, testInfo) => {
  test.slow();
  const email = `desactive-${Date.now()}-${testInfo.project.name}@exemple.cd`;
  await verifiedBuyer(page, request, email, 'Patrice Ilunga');
  await signIn(page, email, PASSWORD);
  await page.goto('/reservations');
  await expect(page).toHaveURL(/\/reservations$/);

  const staff = await otherPage(browser, page);
  await useSession(staff, await staffSession('ADMIN'));
  await openUsers(staff);
  await staff.getByRole('searchbox', { name: 'Nom, email ou téléphone' }).fill(email);
  await staff.getByRole('button', { name: 'Appliquer' }).click();
  const open = staff.getByRole('link', { name: 'Ouvrir le compte de Patrice Ilunga' });
  await expect(open).toHaveCount(1);
  await expectAccessible(staff, '/admin/utilisateurs');
  await open.click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Compte de Patrice Ilunga' })).toBeVisible();
  await expectAccessible(staff, '/admin/utilisateurs/:id');

  await staff.getByRole('button', { name: 'Désactiver le compte' }).click();
  await expect(staff.getByRole('alertdialog')).toContainText(
    'Toutes ses sessions prennent fin immédiatement',
  );
  await expectAccessible(staff, '/admin/utilisateurs/:id, the confirmation');
  await staff.getByRole('alertdialog').getByRole('button', { name: 'Désactiver le compte' }).click();
  await expect(staff.getByRole('button', { name: 'Réactiver le compte' })).toBeVisible();

  // The buyer's next page: signed out, on the sign-in page; signing in again is refused, saying why.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login/);
  await submitSignIn(page, email, PASSWORD);
  await expect(page.getByText(DISABLED)).toBeVisible();

  await confirmAccess(staff, 'Réactiver le compte');
  await expect(staff.getByRole('button', { name: 'Désactiver le compte' })).toBeVisible();
  // The account's history shows both changes.
  await expect(staff.getByText('Compte désactivé', { exact: true }).first()).toBeAttached();
  await staff.context().close();

  await signIn(page, email, PASSWORD);
});

test('an admin invites an agent, who chooses a password from the mail and signs in', async ({
  page,
  browser,
  staffSession,
}, testInfo) => {
  test.slow();
  const email = `invite-${Date.now()}-${testInfo.project.name}@exemple.cd`;
  const staff = await otherPage(browser, page);
  await useSession(staff, await staffSession('ADMIN'));
  await openUsers(staff);
  await staff.getByRole('link', { name: 'Inviter un membre de l’équipe' }).click();
  await staff.getByRole('textbox', { name: 'Nom complet' }).fill('Kabongo Mwamba');
  await staff.getByRole('textbox', { name: 'Adresse email' }).fill(email);
  await staff.getByRole('button', { name: 'Envoyer l’invitation' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Compte de Kabongo Mwamba' })).toBeVisible();
  await expect(staff.getByText(/l’invitation attend d’être acceptée/)).toBeVisible();
  await staff.context().close();

  const mail = await waitForMail(email, 'vous attend');
  await page.goto(linkIn(mail, '/invitation'));
  await expect(page.getByRole('heading', { name: 'Bienvenue dans l’équipe' })).toBeVisible();
  await expectAccessible(page, '/invitation');
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmer le mot de passe').fill(PASSWORD);
  await page.getByRole('button', { name: 'Activer mon compte' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, email, PASSWORD);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
});
