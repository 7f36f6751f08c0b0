import { expect, test } from './support/test';

test('the home page shows the newest available plots and its questions, one answer at a time', async ({
  page,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  await page.goto('/');
  await expect(page).toHaveTitle(/Parcelles/);
  await expect(page.getByText('Investissement sécurisé').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explorer les parcelles' }).first()).toBeVisible();

  // Featured plots: six available plots from the seeded city, each with its details link.
  const cards = page.getByRole('article').filter({ has: page.getByRole('link', { name: /Voir détails/ }) });
  await expect(cards).toHaveCount(6);
  await expect(cards.filter({ hasText: 'Disponible' })).toHaveCount(6);

  // FAQ: opening a question closes the one that was open.
  const faq = page.getByRole('region', { name: 'Vous avez des questions ?' });
  const questions = faq.getByRole('button');
  await expect(questions).toHaveCount(4);
  await expect(questions.first()).toHaveAttribute('aria-expanded', 'true');
  await questions.last().click();
  await expect(questions.last()).toHaveAttribute('aria-expanded', 'true');
  await expect(questions.first()).toHaveAttribute('aria-expanded', 'false');
  expect(consoleErrors).toEqual([]);
});

test('an unknown address shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/nulle-part');
  await expect(page.getByRole('heading', { name: 'Page non trouvée' })).toBeVisible();
  await page.getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL(/\/$/);
});
