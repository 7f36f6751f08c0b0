// Issue 14, ADR 026: after one visit the public pages open offline from the service worker, with a
// French banner; a page never seen offline gets the offline page. A phone photo chosen as a proof
// is shrunk before it leaves the browser, and a failed upload goes again without choosing it again.
// The first visit downloads in advance only the public pages' code; any other screen's code is kept
// once opened.
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import sharp from 'sharp';
import { API, PASSWORD, isPhone, json, signIn, verifiedBuyer } from './support/session';

const OFFLINE_BANNER = 'Vous êtes hors ligne : ces informations peuvent ne pas être à jour.';
const MB = 1024 * 1024;

/**
 * Waits until the service worker answers this page's requests. It claims open pages on activation,
 * but a document whose navigation began while the worker was still activating is left out of the
 * claim and never controlled: such a page is reloaded, and the next load is controlled.
 */
async function controlledByServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(async () => {
      const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
      if (!controlled) await page.reload();
      return controlled;
    })
    .toBe(true);
}

test('after one visit, the site plan and a plot seen open offline with the banner; the rest gets the offline page', async ({
  page,
  context,
  request,
}) => {
  const { parcelles } = await json<{ parcelles: { id: string; numeroLot: string }[] }>(
    await request.get(`${API}/parcelles?limit=1`),
  );
  const plot = parcelles[0]!;

  await page.goto('/');
  await controlledByServiceWorker(page);
  await page.goto('/map');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`/parcelle/${plot.id}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(plot.numeroLot) })).toBeVisible();
  await expect(page.getByText(OFFLINE_BANNER)).toHaveCount(0);

  await context.setOffline(true);
  await page.goto(`/parcelle/${plot.id}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(plot.numeroLot) })).toBeVisible();
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();

  await page.goto('/map');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();

  // The back office's pages are never kept: offline, the offline page says why nothing shows.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Vous êtes hors ligne' })).toBeVisible();

  await context.setOffline(false);
  await page.goto(`/parcelle/${plot.id}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(plot.numeroLot) })).toBeVisible();
  await expect(page.getByText(OFFLINE_BANNER)).toHaveCount(0);
});

test('a signed-in buyer who reopens the app without a network stays signed in, and is still once back online (issue 23)', async ({
  page,
  context,
  request,
}, testInfo) => {
  const email = `hors-ligne-${Date.now()}-${testInfo.project.name}@exemple.cd`;
  await verifiedBuyer(page, request, email, 'Ilunga Hors Ligne');
  await page.goto('/login');
  await signIn(page, email, PASSWORD);
  await controlledByServiceWorker(page);
  await page.goto('/map');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  const banner = page.getByRole('banner');
  // The profile check could not be made: the session stays, and the header still shows the account.
  await expect(banner.getByRole('link', { name: 'Se connecter' })).toHaveCount(0);
  const stored = await page.evaluate(() => [localStorage.getItem('authToken'), localStorage.getItem('user')]);
  expect(stored.every((value) => value !== null)).toBe(true);

  await context.setOffline(false);
  await page.goto('/reservations');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes Réservations' })).toBeVisible();
  await expect(page).toHaveURL(/\/reservations$/);
});

test("a buyer's reservations, payment instructions and notifications open offline as last seen, and leave with the sign-out (issue 23)", async ({
  page,
  context,
  request,
}, testInfo) => {
  // The longest journey here (sign-up, reservation, six pages online then offline, sign-out): on two
  // busy cores it came near the default minute.
  test.slow();
  const email = `copie-${Date.now()}-${testInfo.project.name}@exemple.cd`;
  const { lot, headers } = await buyerWithReservation(page, request, email);
  const { reservations } = await json<{ reservations: { reference: string }[] }>(
    await request.get(`${API}/reservations/my`, { headers }),
  );
  const reference = reservations[0]!.reference;
  await page.goto('/login');
  await signIn(page, email, PASSWORD);
  await controlledByServiceWorker(page);

  // Seen once online: the list, then the payment instructions from its 'Payer', and the notifications.
  await page.goto('/reservations');
  await expect(page.getByText(reference).first()).toBeVisible();
  await page.getByRole('link', { name: 'Payer' }).first().click();
  await expect(page.getByText('Référence du virement').first()).toBeVisible();
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes notifications' })).toBeVisible();
  // Kept by the page a moment after each answer: the list's and the notifications' copies.
  const keptKeys = () =>
    page.evaluate(() =>
      Object.entries(localStorage)
        .filter(([key]) => key.startsWith('parcelles:copies:'))
        .flatMap(([, value]) =>
          (JSON.parse(value) as { queryKey: unknown[] }[]).map((c) => c.queryKey.slice(0, 2).join('/')),
        ),
    );
  await expect.poll(keptKeys).toEqual(expect.arrayContaining(['reservations/my', 'notifications/list']));

  await context.setOffline(true);
  await page.goto('/reservations');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes Réservations' })).toBeVisible();
  await expect(page.getByText(reference).first()).toBeVisible();
  await expect(page.getByText(new RegExp(lot)).first()).toBeVisible();
  await expect(page.getByText(/^Copie enregistrée sur cet appareil, à jour au /)).toBeVisible();
  await page.getByRole('link', { name: 'Payer' }).first().click();
  await expect(page.getByText('Référence du virement').first()).toBeVisible();
  await expect(page.getByText(reference).first()).toBeVisible();
  await page.reload();
  await expect(page.getByText('Référence du virement').first()).toBeVisible();
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes notifications' })).toBeVisible();
  await expect(page.getByText(/^Copie enregistrée sur cet appareil, à jour au /)).toBeVisible();

  // Back online, the sign-out takes every copy with it: the next person on this phone sees nothing.
  await context.setOffline(false);
  await page.goto('/profile');
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Se déconnecter' }).click();
  } else {
    await page.getByRole('button', { name: 'Mon compte : Photo Mwamba' }).click();
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
  }
  await expect(page.getByText('Déconnexion réussie')).toBeVisible();
  const left = await page.evaluate(() =>
    Object.keys(localStorage).filter((k) => k.startsWith('parcelles:copies:')),
  );
  expect(left).toEqual([]);
});

/** The built file of a source module, from the Vite manifest of the build the server serves. */
function builtFile(source: string): string {
  const manifest = JSON.parse(
    readFileSync(new URL('../apps/web/dist/.vite/manifest.json', import.meta.url), 'utf8'),
  ) as Record<string, { file: string }>;
  return `/${manifest[source]!.file}`;
}

/** The paths the service worker downloaded on installing (Workbox's precache). */
function precachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'));
    if (!name) return [];
    const requests = await (await caches.open(name)).keys();
    return requests.map((request) => new URL(request.url).pathname);
  });
}

test('the first visit downloads the public pages’ code, not the signed-in screens’; a screen opened once opens again offline', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await controlledByServiceWorker(page);
  const precached = await precachedPaths(page);
  expect(precached).toContain(builtFile('src/app/routes/map.tsx'));
  expect(precached).toContain(builtFile('src/features/auth/components/login-form.tsx'));
  expect(precached).not.toContain(builtFile('src/app/routes/profile.tsx'));
  expect(precached).not.toContain(builtFile('src/app/routes/reservations.tsx'));
  expect(precached).not.toContain(builtFile('src/app/routes/admin/admin-app.tsx'));

  // 'Mot de passe oublié' is not a page kept for offline use, but its code is kept once opened.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible();

  // Even once the browser's own cache is emptied (a phone short of space does so), offline.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  // Left attached, this session keeps the next page from seeing it is offline.
  await cdp.detach();
  await context.setOffline(true);
  await page.goto('/login');
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible();
  await expect(page.getByLabel('Adresse email')).toBeVisible();
  await context.setOffline(false);
});

/** A verified buyer holding a fresh reservation of some available plot; returns its lot number. */
async function buyerWithReservation(page: Page, request: APIRequestContext, email: string) {
  await verifiedBuyer(page, request, email, 'Photo Mwamba');
  const { token } = await json<{ token: string }>(
    await request.post(`${API}/auth/login`, { data: { email, motDePasse: PASSWORD } }),
  );
  const headers = { Authorization: `Bearer ${token}` };
  const { parcelles } = await json<{ parcelles: { id: string; numeroLot: string }[] }>(
    await request.get(`${API}/parcelles?statut=DISPONIBLE&sort=prix&ordre=asc&limit=20`),
  );
  // Other specs reserve plots of the same database: the first one still free.
  for (const plot of parcelles) {
    const reserved = await request.post(`${API}/reservations`, { headers, data: { parcelleId: plot.id } });
    if (reserved.status() === 201) return { lot: plot.numeroLot, headers };
  }
  throw new Error('no plot left to reserve');
}

/** A 4000×3000 "phone photo" over 5 MB: a receipt-like drawing with sensor-like grain. */
async function phonePhoto(): Promise<Buffer> {
  const drawing = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="3000">
      <rect width="4000" height="3000" fill="#d6d3d1"/>
      <rect x="800" y="300" width="2400" height="2400" fill="#fafaf9"/>
      <text x="1000" y="700" font-size="160" font-family="sans-serif">REÇU DE VIREMENT</text>
      <text x="1000" y="1100" font-size="120" font-family="sans-serif">Montant : 100 USD</text>
    </svg>`,
  );
  const grain = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 20 },
    },
  })
    .png()
    .toBuffer();
  return sharp(drawing)
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 100 })
    .toBuffer();
}

test('a large phone photo is shrunk before it leaves the browser, and a failed upload goes again without choosing it', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const email = `photo-${Date.now()}-${testInfo.project.name}@exemple.cd`;
  const { lot, headers } = await buyerWithReservation(page, request, email);
  const photo = await phonePhoto();
  expect(photo.length).toBeGreaterThan(5 * MB);

  await signIn(page, email, PASSWORD);
  await page.goto('/reservations');
  await page.getByRole('link', { name: `Payer — ${lot}` }).click();
  await page.getByRole('link', { name: 'Soumettre une preuve de paiement' }).click();
  // The proof screen is a chunk of its own, fetched now: on a loaded runner (the photo above was
  // just drawn) that has taken over the default 10 s.
  await expect(page).toHaveURL(/\/payment\/submit-proof$/, { timeout: 30_000 });
  await page.getByLabel('Montant payé (USD)').fill('100');
  await page
    .getByLabel('Preuves de paiement')
    .setInputFiles([{ name: 'IMG_20260412.jpg', mimeType: 'image/jpeg', buffer: photo }]);
  // The size before and after is shown beside the photo.
  const chosen = page.getByRole('list', { name: 'Fichiers choisis' });
  await expect(chosen.getByRole('listitem')).toHaveCount(1);
  await expect(chosen.getByText(/Mo → .* Ko \(photo allégée\)/)).toBeVisible();

  // The first upload is cut off on its way out; what it would have carried is measured.
  const sentBytes: number[] = [];
  await page.route('**/api/v1/paiements/soumettre-preuve', async (route) => {
    sentBytes.push(route.request().postDataBuffer()?.length ?? -1);
    if (sentBytes.length === 1) await route.abort('connectionreset');
    else await route.continue();
  });
  await page.getByRole('button', { name: 'Soumettre la preuve' }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'L’envoi a échoué' });
  await expect(failure).toContainText(
    'L’envoi a échoué : la connexion a été interrompue. Vos fichiers sont conservés, réessayez.',
  );
  await failure.getByRole('button', { name: 'Réessayer l’envoi' }).click();
  await expect(page.getByText('Preuve de paiement soumise avec succès')).toBeVisible();
  await expect(page).toHaveURL(/\/reservations$/);

  expect(sentBytes).toHaveLength(2);
  expect(sentBytes[0]).toBeGreaterThan(0);
  expect(sentBytes[0]).toBeLessThan(MB);
  // What the server kept: one payment, its proof a JPEG well under 1 MB.
  const { paiements } = await json<{ paiements: { preuves: { typeMime: string; taille: number }[] }[] }>(
    await request.get(`${API}/paiements/mes-paiements`, { headers }),
  );
  expect(paiements).toHaveLength(1);
  expect(paiements[0]!.preuves).toHaveLength(1);
  expect(paiements[0]!.preuves[0]!.typeMime).toBe('image/jpeg');
  expect(paiements[0]!.preuves[0]!.taille).toBeLessThan(MB);
});
