import { expect, test } from '@playwright/test';

test('the API documentation runs a call from the browser', async ({ page, isMobile }) => {
  test.skip(isMobile, 'a developer tool, used on a desktop');
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  await page.goto('/api/docs/');
  await expect(page.getByText('Parcelles API')).toBeVisible();
  await page.getByText('/api/v1/parcelles/stats').click();
  await page.getByRole('button', { name: 'Try it out' }).click();
  await page.getByRole('button', { name: 'Execute' }).click();
  await expect(page.getByText('"parStatut"').first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
