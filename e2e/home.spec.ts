import { expect, test } from '@playwright/test';

test('the home page loads with live figures from the catalogue', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  await page.goto('/');
  await expect(page).toHaveTitle(/Parcelles/);
  await expect(page.getByRole('link', { name: 'Explorer les parcelles' })).toBeVisible();
  // The figures come from the API over the seeded demo city (300 plots).
  await expect(page.getByText('300', { exact: true })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('an unknown address shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/nulle-part');
  await expect(page.getByRole('heading', { name: 'Page non trouvée' })).toBeVisible();
  await page.getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL(/\/$/);
});
