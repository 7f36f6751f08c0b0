import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';

test('a visitor explores the plots from the home page to a plot and back', async ({
  page,
  request,
  isMobile,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    // The 404 page answers with a 404 status (ADR 025), which the browser logs.
    const notFoundStatus = msg.text().includes('status of 404') && msg.location().url.endsWith('/nulle-part');
    if (msg.type() === 'error' && !notFoundStatus) consoleErrors.push(msg.text());
  });
  const stats = (await (await request.get('/api/v1/parcelles/stats')).json()).data;

  await page.goto('/');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Explorer les parcelles' }).first().click();

  await expect(page).toHaveURL(/\/map$/);
  await expect(page.getByRole('heading', { level: 1, name: /Explorez les parcelles/ })).toBeVisible();
  await expect(page.getByText(`${stats.total} parcelle(s) trouvée(s)`)).toBeVisible();
  await expectAccessible(page);

  // Filter: only available plots. On a phone the filters fold behind a button.
  if (isMobile) await page.getByRole('button', { name: /Filtres/ }).click();
  await page.getByLabel('Statut').selectOption({ label: 'Disponible' });
  await expect(page).toHaveURL(/statut=DISPONIBLE/);
  await expect(page.getByText(`${stats.parStatut.DISPONIBLE} parcelle(s) trouvée(s)`)).toBeVisible();

  // Switch views: the list, then the grid of plot cards.
  await page.getByText('Liste', { exact: true }).click();
  await expect(page).toHaveURL(/vue=liste/);
  await expect(page.getByRole('link', { name: /Voir détails/ }).first()).toBeVisible();
  await page.getByText('Grille', { exact: true }).click();
  await expect(page).toHaveURL(/vue=grille/);
  const cardWithPhotos = page
    .getByRole('article')
    .filter({ hasText: /\+\d+ photos?/ })
    .first();
  await expect(cardWithPhotos).toBeVisible();
  // The card's title is its lot number (whatever plots other journeys added to the catalogue).
  const lot = (await cardWithPhotos.getByRole('heading', { level: 3 }).textContent())!.trim();

  // Open the plot and its gallery in full screen.
  await cardWithPhotos.getByRole('link', { name: /Voir détails/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: lot })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Réserver cette parcelle' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Agrandir la photo' }).click();
  const viewer = page.getByRole('dialog');
  await expect(viewer.getByText(/^1 de \d+$/)).toBeVisible();
  await viewer.getByRole('button', { name: 'Photo suivante' }).click();
  await expect(viewer.getByText(/^2 de \d+$/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // Back to the map, with the filters and the view as they were.
  await page.goBack();
  await expect(page).toHaveURL(/\/map\?.*statut=DISPONIBLE/);
  await expect(page).toHaveURL(/vue=grille/);
  await expect(page.getByText(`${stats.parStatut.DISPONIBLE} parcelle(s) trouvée(s)`)).toBeVisible();

  await page.goto('/nulle-part');
  await expect(page.getByRole('heading', { name: 'Page non trouvée' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a missing plot says so and leads back to the map', async ({ page }) => {
  await page.goto('/parcelle/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Parcelle non trouvée' })).toBeVisible();
  await expect(
    page.getByText("La parcelle que vous recherchez n'existe pas ou a été supprimée."),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Retour à la carte' }).click();
  await expect(page).toHaveURL(/\/map$/);
});

test('reserving while signed out goes to the sign-in page with the way back', async ({ page, request }) => {
  const { data } = await (await request.get('/api/v1/parcelles?statut=DISPONIBLE&limit=1')).json();
  const plot = data.parcelles[0];
  await page.goto(`/parcelle/${plot.id}`);
  await page.getByRole('button', { name: 'Réserver cette parcelle' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(
    await page.evaluate(
      () => (history.state as { usr?: { from?: { pathname?: string } } }).usr?.from?.pathname,
    ),
  ).toBe(`/parcelle/${plot.id}`);
});
