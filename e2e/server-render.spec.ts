// ADR 025: the public pages come from the server as HTML with their data, and the browser hydrates
// them as they are (no console error, no hydration warning, no second request for the same data).
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';

interface Plot {
  id: string;
  numeroLot: string;
  prix: number;
  surface: number;
  images: string[];
}

const NOT_FOUND_PATH = '/nulle-part';

/** An available plot with a photo (the demo city leaves a few without). */
async function availablePlot(request: APIRequestContext): Promise<Plot> {
  const { data } = await (await request.get('/api/v1/parcelles?statut=DISPONIBLE&limit=50')).json();
  const plot = (data.parcelles as Plot[]).find((candidate) => candidate.images.length > 0);
  if (!plot) throw new Error('the demo city has no available plot with a photo');
  return plot;
}

/** What the page logs as an error, React's hydration warnings and uncaught errors included. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    // The 404 page's own status is what it should be, not an error of the page.
    const notFoundStatus =
      msg.text().includes('status of 404') && msg.location().url.endsWith(NOT_FOUND_PATH);
    if ((msg.type() === 'error' && !notFoundStatus) || /hydrat/i.test(msg.text())) errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

// The price as the page writes it (fr-CD, spec §9): '8 200 $US'.
const price = (amount: number) =>
  new Intl.NumberFormat('fr-CD', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(amount);

test('a plot page comes from the server with its lot, its price and its link preview', async ({
  request,
}) => {
  const plot = await availablePlot(request);
  const response = await request.get(`/parcelle/${plot.id}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<title>${plot.numeroLot} — Parcelles</title>`);
  expect(html).toContain(`<h1`);
  expect(html).toContain(plot.numeroLot);
  expect(html).toContain(price(plot.prix));
  const url = new URL(`/parcelle/${plot.id}`, response.url()).pathname;
  expect(html).toMatch(new RegExp(`<meta property="og:url" content="[^"]*${url}"`));
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${url}"`));
  expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
  expect(html).toMatch(new RegExp(`<meta property="og:description" content="[^"]*${plot.numeroLot}[^"]*"`));
  // The cover as a 1200×630 JPEG, for messaging apps.
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
  const preview = await request.get(new URL(image).pathname);
  expect(preview.status()).toBe(200);
  expect(preview.headers()['content-type']).toBe('image/jpeg');
  expect(html).toContain('<meta property="og:image:width" content="1200" />');
  // The data goes along, for the browser to hydrate without asking again.
  expect(html).toContain('<script type="application/json" id="server-state">');
  // The app's and the screen's code are fetched together, once the page is painted (ADR 027).
  const preloads = /<template id="app-preloads">(.*?)<\/template>/.exec(html)?.[1] ?? '';
  expect(preloads).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/main-[^"]+\.js">/);
  expect(preloads).toMatch(
    /<link rel="modulepreload" crossorigin href="\/assets\/parcelle-detail-[^"]+\.js">/,
  );
  expect(html.replace(/<template[\s\S]*?<\/template>/g, '')).not.toContain('modulepreload');
});

test('an unknown plot answers 404 with the "Parcelle non trouvée" page', async ({ request }) => {
  const response = await request.get('/parcelle/00000000-0000-4000-8000-000000000000');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Parcelle non trouvée');
  const unknown = await request.get(NOT_FOUND_PATH);
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain('Page non trouvée');
});

test('robots.txt points to a sitemap listing the available plots', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('User-agent: *');
  expect(robots).toContain('Disallow: /admin/');
  const sitemapUrl = /Sitemap: (\S+)/.exec(robots)?.[1];
  expect(sitemapUrl).toMatch(/\/sitemap\.xml$/);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('xml');
  const xml = await sitemap.text();
  const plot = await availablePlot(request);
  expect(xml).toContain(`/parcelle/${plot.id}</loc>`);
  expect(xml).toMatch(/<loc>[^<]*\/map<\/loc>/);
});

test('every public page hydrates without an error and without fetching its data again', async ({
  page,
  request,
}) => {
  const plot = await availablePlot(request);
  const pages = [
    '/',
    '/map',
    `/parcelle/${plot.id}`,
    '/contact',
    '/terms',
    '/privacy',
    '/login',
    '/register',
    NOT_FOUND_PATH,
  ];
  const errors = collectErrors(page);
  const plotRequests: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes(`/api/v1/parcelles/${plot.id}`) && !sent.url().includes('similaires')) {
      plotRequests.push(sent.url());
    }
  });
  for (const path of pages) {
    // Every part of the page comes whole, none left to an inline script (the CSP forbids them).
    expect(await (await request.get(path)).text(), `parts left pending on ${path}`).not.toContain(
      '<!--$?-->',
    );
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(errors, `errors on ${path}`).toEqual([]);
  }
  // The sign-in form, hydrated after the page, is there once.
  await page.goto('/login');
  await expect(page.getByLabel('Adresse email')).toHaveCount(1);
  // The plot page read its plot from the state the server sent.
  expect(plotRequests).toEqual([]);
  // Hydrated: a link goes to the next page in the browser.
  await page.goto(`/parcelle/${plot.id}`);
  await page.getByRole('navigation', { name: "Fil d'Ariane" }).getByRole('link', { name: 'Carte' }).click();
  await expect(page).toHaveURL(/\/map/);
  expect(errors).toEqual([]);
});

/** A page whose app chunks are held back, as on a slow network (its first script is not). */
async function pageWithAppHeldBack(browser: Browser) {
  // No service worker: it would serve the chunks itself, past the hold.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(?!index-)[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return { page, errors: collectErrors(page), release, close: () => context.close() };
}

test('a tap made before the app has loaded is answered once it has', async ({ browser }) => {
  const home = await pageWithAppHeldBack(browser);
  await home.page.goto('/');
  const questions = home.page.getByRole('region', { name: 'Vous avez des questions ?' }).getByRole('button');
  await questions.last().click();
  await expect(questions.first()).toHaveAttribute('aria-expanded', 'true');
  home.release();
  await expect(questions.last()).toHaveAttribute('aria-expanded', 'true');
  await expect(questions.first()).toHaveAttribute('aria-expanded', 'false');
  expect(home.errors).toEqual([]);
  await home.close();

  // A radio tapped early is not checked behind the app's back: the view changes once it runs.
  const map = await pageWithAppHeldBack(browser);
  await map.page.goto('/map');
  await map.page.getByText('Grille', { exact: true }).click();
  await expect(map.page.getByRole('radio', { name: 'Carte' })).toBeChecked();
  map.release();
  await expect(map.page).toHaveURL(/vue=grille/);
  await expect(map.page.getByRole('radio', { name: 'Grille' })).toBeChecked();
  expect(map.errors).toEqual([]);
  await map.close();
});

test('the public pages read without JavaScript', async ({ browser, request }) => {
  const plot = await availablePlot(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/parcelle/${plot.id}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(plot.numeroLot) })).toBeVisible();
  await expect(page.getByText(price(plot.prix)).first()).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('link', { name: /Voir détails/ }).first()).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
});
