// Issue 25 end to end: the collections desk. The demo city has a buyer on a plan whose instalment
// is three weeks late. The administrator finds them on /admin/recouvrement and reminds them in
// one click; the buyer finds the reminder in their notifications, sees on /payment what is due now
// (the late instalment and the next one) and pays it by mobile money with the amount suggested;
// once the administrator validates it, the buyer leaves the late list.
import type { Page } from '@playwright/test';
import type { Recouvrement } from '@parcelles/shared/contracts/recouvrement';
import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { API, DEMO_PASSWORD, json, otherPage, signIn, useSession } from './support/session';

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface MyReservation {
  id: string;
  paiements: { id: string; statut: string }[];
}

const lateList = (page: Page) => page.getByRole('region', { name: 'Retardataires' });

test('a late payer is reminded in one click, pays what is due now by mobile money, and leaves the late list', async ({
  page,
  request,
  browser,
  staffSession,
}) => {
  test.slow();
  const admin = await staffSession('ADMIN');
  const desk = await json<Recouvrement>(
    await request.get(`${API}/admin/recouvrement`, { headers: { Authorization: `Bearer ${admin.token}` } }),
  );
  const late = desk.retards[0]!;
  expect(late.joursDeRetard).toBeGreaterThan(0);
  const remind = `Relancer ${late.acheteur.nom} (${late.reference})`;

  // The desk lists them; one click reminds them, and the row says so.
  const staff = await otherPage(browser, page);
  await useSession(staff, admin);
  await staff.goto('/admin/recouvrement');
  // The first back-office page of a new browser loads the staff's code: slow on two busy cores.
  await expect(staff.getByRole('heading', { level: 1, name: 'Recouvrement' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(lateList(staff).getByText(late.reference)).toBeVisible();
  await expectAccessible(staff, '/admin/recouvrement');
  await staff.getByRole('button', { name: remind }).click();
  await expect(staff.getByText(/^Rappel envoyé à l’acheteur/)).toBeVisible();
  await expect(lateList(staff).getByText('Relancé aujourd’hui')).toBeVisible();

  // The buyer finds it at the top of their notifications.
  await page.goto('/login');
  await signIn(page, late.acheteur.email, DEMO_PASSWORD);
  await page.goto('/notifications');
  const newest = page.getByRole('main').getByRole('listitem').first();
  await expect(newest).toContainText('Échéance en retard');
  await expect(newest).toContainText(late.numeroLot);

  // /payment says what is due now, late part included; the proof form suggests that amount.
  await page.goto('/reservations');
  await page.getByRole('link', { name: `Payer — ${late.numeroLot}` }).click();
  const summary = page.getByRole('region', { name: 'Votre réservation' });
  await expect(summary.getByText('À payer maintenant')).toBeVisible();
  await expect(summary).toContainText(/dont .+ en retard/);
  await expect(summary).toContainText(late.reference);
  await page.getByRole('link', { name: 'Soumettre une preuve de paiement' }).click();
  const amount = page.getByLabel('Montant payé (USD)');
  await expect(amount).not.toHaveValue('');
  expect(Number((await amount.inputValue()).replace(',', '.'))).toBeGreaterThanOrEqual(late.montantEnRetard);
  await page.getByText('Mobile money', { exact: true }).click();
  await page.getByLabel('Opérateur mobile money').selectOption({ label: 'Orange Money' });
  await page.getByLabel('Numéro de transaction').fill(`OM${Date.now().toString(36).toUpperCase()}`);
  await page.getByLabel('Preuves de paiement').setInputFiles({
    name: 'sms-orange-money.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await page.getByRole('button', { name: 'Soumettre la preuve' }).click();
  await expect(page.getByText('Preuve de paiement soumise avec succès')).toBeVisible();

  // The administrator validates it; the buyer is no longer late.
  const token = (await page.evaluate(() => localStorage.getItem('authToken')))!;
  const { reservations } = await json<{ reservations: MyReservation[] }>(
    await request.get(`${API}/reservations/my`, { headers: { Authorization: `Bearer ${token}` } }),
  );
  const paiement = reservations
    .find((r) => r.id === late.reservationId)!
    .paiements.find((p) => p.statut === 'SOUMIS')!;
  await staff.goto(`/admin/paiements/${paiement.id}`);
  await staff.getByRole('button', { name: 'Valider le paiement' }).click();
  await staff.getByRole('alertdialog').getByRole('button', { name: 'Oui, valider' }).click();
  await expect(staff.getByText('Paiement validé', { exact: true }).first()).toBeVisible();
  await staff.goto('/admin/recouvrement');
  await expect(staff.getByRole('heading', { level: 1, name: 'Recouvrement' })).toBeVisible();
  await expect(staff.getByRole('button', { name: remind })).toHaveCount(0);
  await expect(staff.getByText(late.reference)).toHaveCount(0);
  await staff.context().close();
});
