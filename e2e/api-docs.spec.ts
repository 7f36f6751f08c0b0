import { expect, test } from './support/test';

test('the API documentation runs a call from the browser', async ({ page, isMobile }) => {
  test.skip(isMobile, 'a developer tool, used on a desktop');
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  await page.goto('/api/docs/');
  // Swagger UI draws the whole document (now about 90 routes) before the title: slow on busy cores.
  await expect(page.getByRole('heading', { level: 1, name: /^Parcelles API/ })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByText('/api/v1/parcelles/stats').click();
  await page.getByRole('button', { name: 'Try it out' }).click();
  await page.getByRole('button', { name: 'Execute' }).click();
  await expect(page.getByText('"parStatut"').first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
