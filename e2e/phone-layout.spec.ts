// Phones, issue 8: at 360 px no route of spec §2 scrolls sideways, signed out or signed in; the top
// bar keeps its menu button and the bell on screen; the profile's tabs read in full; the floating
// customer-service button leaves the content under it reachable.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { linkIn, waitForMail } from './support/mail';
import { API, DEMO_PASSWORD, json, signIn, useSession } from './support/session';

const DEMO_BUYER = 'acheteur@demo.parcelles.cd';
const DEMO_ADMIN = 'admin@demo.parcelles.cd';
const SUPPORT_BUTTON = 'Contacter le service client';

interface Plot {
  id: string;
  numeroLot: string;
}

async function plots(request: APIRequestContext, query: string): Promise<Plot[]> {
  return (await json<{ parcelles: Plot[] }>(await request.get(`${API}/parcelles?${query}`))).parcelles;
}

/**
 * The page, settled, is no wider than the phone and its menu button is on screen. The width is
 * compared with the configured viewport, not `innerWidth`: a mobile browser widens its layout
 * viewport to fit content that overflows, which `innerWidth` then reports.
 */
async function expectFitsThePhone(page: Page, where: string) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const width = page.viewportSize()!.width;
  const layout = await page.evaluate((width) => {
    const past = (element: Element | null) =>
      !!element && element.getBoundingClientRect().right > width + 0.5;
    // The outermost elements reaching past the edge: what to fix when this fails.
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((element) => past(element) && !past(element.parentElement))
      .slice(0, 5)
      .map((element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">`);
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, culprits };
  }, width);
  expect
    .soft(layout.scrollWidth, `${where} scrolls sideways: ${layout.culprits.join(', ')}`)
    .toBeLessThanOrEqual(width);
  expect.soft(layout.innerWidth, `${where} widens the layout viewport`).toBe(width);
  const menuButton = page.getByRole('banner').getByRole('button', { name: 'Ouvrir le menu' });
  const box = await menuButton.boundingBox();
  expect
    .soft(box && box.x >= 0 && box.x + box.width <= width, `${where}: the menu button is on screen`)
    .toBe(true);
}

async function visit(page: Page, path: string, where = path) {
  await page.goto(path);
  await expectFitsThePhone(page, where);
}

/** The map in its three views (spec §2: Carte, Liste, Grille), switched the way a visitor does. */
async function visitMapViews(page: Page, who: string) {
  await visit(page, '/map', `/map, Carte, ${who}`);
  await page.getByText('Liste', { exact: true }).click();
  await expect(page).toHaveURL(/vue=liste/);
  await expect(page.getByRole('link', { name: /Voir détails/ }).first()).toBeVisible();
  await expectFitsThePhone(page, `/map, Liste, ${who}`);
  await page.getByText('Grille', { exact: true }).click();
  await expect(page).toHaveURL(/vue=grille/);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectFitsThePhone(page, `/map, Grille, ${who}`);
}

/**
 * `target`, once the floating button has appeared and the visitor has scrolled `target` into view,
 * is what a tap on its centre or near its corners reaches: neither the button nor its hint is on it.
 */
async function expectClearOfSupportButton(page: Page, target: Locator, what: string) {
  await expect(page.getByRole('button', { name: SUPPORT_BUTTON })).toBeAttached();
  await target.scrollIntoViewIfNeeded();
  await expect(target).toBeInViewport({ ratio: 1 });
  const covered = () =>
    target.evaluate((element) => {
      const { left, top, right, bottom } = element.getBoundingClientRect();
      // Inside rounded corners, which hit tests follow.
      const inset = 8;
      const points = [
        [(left + right) / 2, (top + bottom) / 2],
        [left + inset, top + inset],
        [right - inset, top + inset],
        [left + inset, bottom - inset],
        [right - inset, bottom - inset],
      ];
      return points
        .map(([x, y]) => ({ x, y, hit: document.elementFromPoint(x!, y!) }))
        .filter(({ hit }) => !hit || !element.contains(hit))
        .map(({ x, y, hit }) => `(${Math.round(x!)}, ${Math.round(y!)}): ${hit?.outerHTML.slice(0, 80)}`);
    });
  await expect.poll(covered, { message: `${what} is covered` }).toEqual([]);
}

test('signed out, no route scrolls sideways and the customer-service button covers neither the help link nor the legend', async ({
  page,
  request,
}) => {
  test.slow();
  const [plot] = await plots(request, 'statut=DISPONIBLE&limit=1');
  const publicRoutes = [
    '/',
    '/login',
    '/register',
    '/forgot-password',
    '/verify-email',
    '/verify-email?token=inconnu',
    '/reset-password?token=inconnu',
    '/contact',
    '/terms',
    '/privacy',
    `/parcelle/${plot!.id}`,
    '/parcelle/00000000-0000-4000-8000-000000000000',
    '/nulle-part',
    '/verifier',
    '/verifier/K7QM-4TZP-9XRB-2HWD',
  ];
  for (const path of publicRoutes) await visit(page, path);
  await visitMapViews(page, 'signed out');
  // The protected routes send to the sign-in page, which must fit too.
  for (const path of [
    `/reservation/${plot!.id}`,
    '/reservations',
    '/parcelles-miennes',
    '/profile',
    '/notifications',
    '/payment',
    '/payment/submit-proof',
    '/admin',
  ]) {
    await visit(page, path, `${path}, signed out`);
    await expect(page).toHaveURL(/\/login$/);
  }

  await page.goto('/login');
  await expectClearOfSupportButton(
    page,
    page.getByRole('link', { name: "Besoin d'aide ? Contactez-nous" }),
    "The login page's help link",
  );

  // The legend, even when the visitor stops with it at the very bottom of the screen.
  await page.goto('/map');
  const legend = page.getByRole('region', { name: 'Légende' });
  await expectClearOfSupportButton(page, legend, 'The map legend');
  await legend.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  await expectClearOfSupportButton(page, legend, 'The map legend at the bottom of the screen');

  // Room is kept at the bottom of every page: its last line scrolls above the button.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expectClearOfSupportButton(page, page.getByText(/^RCCM /), "The footer's last line");
});

test('signed in, every route fits, the bell shows in the top bar and the profile tabs read in full', async ({
  page,
  request,
}) => {
  test.slow();
  // The cheapest plots: the buyer journey reserves among the dearest. The wizard is not confirmed.
  const [plot] = await plots(request, 'statut=DISPONIBLE&sort=prix&ordre=asc&limit=1');
  const [taken] = await plots(request, 'statut=RESERVEE&limit=1');
  await signIn(page, DEMO_BUYER, DEMO_PASSWORD);

  // The bell of the top bar, beside the menu button, and the same count in the side menu.
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: /^Notifications/ })).toBeInViewport({ ratio: 1 });
  await banner.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: /^Notifications/ })).toBeVisible();
  await expectAccessible(page, 'the side menu');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  for (const path of ['/', '/contact', '/terms', '/privacy', `/parcelle/${plot!.id}`, '/nulle-part']) {
    await visit(page, path, `${path}, signed in`);
  }
  await visitMapViews(page, 'signed in');

  // The wizard's first two steps, and a plot no longer available.
  await visit(page, `/reservation/${plot!.id}`, 'the wizard, step 1');
  await expect(page.getByRole('heading', { name: 'Vos informations' })).toBeVisible();
  await expectAccessible(page, 'the wizard, step 1');
  await page.getByLabel(/J'accepte les conditions générales/).check();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByRole('heading', { name: 'Confirmez votre réservation' })).toBeVisible();
  await expectFitsThePhone(page, 'the wizard, step 2');
  await expectAccessible(page, 'the wizard, step 2');
  await visit(page, `/reservation/${taken!.id}`, 'the wizard of a reserved plot');
  await expect(page.getByRole('heading', { name: 'Parcelle non disponible' })).toBeVisible();

  await visit(page, '/reservations', '/reservations, no reservation');
  await visit(page, '/parcelles-miennes');
  await visit(page, '/notifications', '/notifications, none');
  // The demo buyer holds no reservation: without one, both payment pages go back to the list.
  for (const path of ['/payment', '/payment/submit-proof']) {
    await visit(page, path, `${path} without a reservation`);
    await expect(page).toHaveURL(/\/reservations$/);
  }

  // Each tab of the profile, its label whole and on screen.
  await visit(page, '/profile');
  for (const name of ['Informations', 'Sécurité', 'Préférences']) {
    const tab = page.getByRole('tab', { name });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(tab).toBeInViewport({ ratio: 1 });
    const clipped = await tab.evaluate((element) => {
      const list = element.closest('[role="tablist"]')!.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      return element.scrollWidth > element.clientWidth || box.left < list.left || box.right > list.right;
    });
    expect.soft(clipped, `the tab ${name} is cut`).toBe(false);
    await expect(page.getByRole('tabpanel', { name })).toBeVisible();
    await expectFitsThePhone(page, `/profile, ${name}`);
  }
  await expectAccessible(page, '/profile');
});

/** The reservation the test below holds, given back after it whatever happens. */
let held: { id: string; headers: Record<string, string> } | null = null;

test.afterEach(async ({ request }) => {
  if (!held) return;
  // The plot goes back on sale for the other specs.
  await json(await request.delete(`${API}/reservations/${held.id}`, { headers: held.headers }));
  held = null;
});

test('a buyer holding a reservation: the payment pages fit, the bell counts and no notification action is covered', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const email = `telephone-${Date.now()}-${testInfo.project.name}@exemple.cd`;
  const password = 'Lubumbashi2026';
  // The second cheapest plot, held for this test only and given back at its end.
  const plot = (await plots(request, 'statut=DISPONIBLE&sort=prix&ordre=asc&limit=2'))[1]!;
  expect(
    (
      await request.post(`${API}/auth/register`, {
        data: { nom: 'Mireille Ilunga', email, telephone: '+243812345678', motDePasse: password },
      })
    ).status(),
  ).toBe(201);
  await page.goto(linkIn(await waitForMail(email, 'Confirmez votre adresse email'), '/verify-email'));
  await expect(page.getByRole('heading', { name: 'Email vérifié !' })).toBeVisible();
  await signIn(page, email, password);
  const headers = { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('authToken'))}` };
  const created = await json<{ id: string }>(
    await request.post(`${API}/reservations`, {
      headers: { ...headers, 'Idempotency-Key': randomUUID() },
      data: { parcelleId: plot.id },
    }),
  );
  held = { id: created.id, headers };

  await page.reload();
  // 'Réservation enregistrée', unread: on the bell of the top bar and in the side menu.
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Notifications, 1 non lue' })).toBeInViewport({ ratio: 1 });
  await expect(banner.getByRole('link', { name: 'Notifications, 1 non lue' })).toHaveText('1');
  await banner.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Notifications, 1 non lue' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  await visit(page, '/reservations', '/reservations, one reservation');
  await page.getByRole('link', { name: `Payer — ${plot.numeroLot}` }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expectFitsThePhone(page, '/payment');
  // The cash panel's list of details is a well-formed <dl> (issue 23).
  await expectAccessible(page, '/payment');
  await page.getByRole('link', { name: 'Soumettre une preuve de paiement' }).click();
  await expect(page).toHaveURL(/\/payment\/submit-proof$/);
  await expectFitsThePhone(page, '/payment/submit-proof, Virement bancaire');
  // The radio is drawn by its label.
  await page.getByText('Espèces', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Espèces' })).toBeChecked();
  await expectFitsThePhone(page, '/payment/submit-proof, Espèces');
  await page.getByText('Mobile money', { exact: true }).click();
  await page.getByLabel('Opérateur mobile money').selectOption({ label: 'M-Pesa' });
  await expectFitsThePhone(page, '/payment/submit-proof, Mobile money');
  await expectAccessible(page, '/payment/submit-proof, Mobile money');

  await visit(page, '/notifications', '/notifications, one');
  await expectClearOfSupportButton(
    page,
    page.getByRole('button', { name: 'Supprimer : Réservation enregistrée' }),
    "The notification's 'Supprimer'",
  );
  await expectAccessible(page, '/notifications');
});

test('the administrator: every back-office screen fits', async ({ page, request, staffSession }) => {
  // Eight screens, each settled and checked by axe: 4-5 s apiece on a loaded 2-core machine.
  test.slow();
  await useSession(page, await staffSession('ADMIN'));
  for (const path of [
    '/admin',
    '/admin/paiements',
    '/admin/paiements?vue=tous',
    '/admin/reservations',
    '/admin/recouvrement',
    '/admin/comptabilite',
    '/admin/journal',
  ]) {
    await visit(page, path, `${path}, administrator`);
    await expectAccessible(page, path);
  }
  const headers = { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('authToken'))}` };
  // A reservation's page needs a reservation: the admin holds the dearest plot for a moment.
  const [plot] = await plots(request, 'statut=DISPONIBLE&sort=prix&ordre=desc&limit=1');
  const { id } = await json<{ id: string }>(
    await request.post(`${API}/reservations`, {
      headers: { ...headers, 'Idempotency-Key': randomUUID() },
      data: { parcelleId: plot!.id },
    }),
  );
  try {
    await visit(page, `/admin/reservations/${id}`, 'a reservation in the back office');
    await expectAccessible(page, 'a reservation in the back office');
  } finally {
    await request.delete(`${API}/reservations/${id}`, { headers });
  }
});

test('the money screens of the back office fit: the statements and the cash office (issue 26)', async ({
  page,
  staffSession,
}) => {
  await useSession(page, await staffSession('ADMIN'));
  for (const path of ['/admin/releves', '/admin/caisse']) {
    await visit(page, path, `${path}, administrator`);
    await expectAccessible(page, path);
  }
});

test('the accounts of the back office fit: the list, the invitation, an account', async ({
  page,
  request,
  staffSession,
}) => {
  test.slow();
  await useSession(page, await staffSession('ADMIN'));
  for (const path of ['/admin/utilisateurs', '/admin/utilisateurs/inviter']) {
    await visit(page, path, `${path}, administrator`);
    await expectAccessible(page, path);
  }
  const headers = { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('authToken'))}` };
  // An account's page: the admin's own.
  const { utilisateurs } = await json<{ utilisateurs: { id: string }[] }>(
    await request.get(`${API}/utilisateurs?search=${encodeURIComponent(DEMO_ADMIN)}`, { headers }),
  );
  await visit(page, `/admin/utilisateurs/${utilisateurs[0]!.id}`, "an account's page in the back office");
  await expect(page.getByRole('heading', { level: 1, name: /^Compte de / })).toBeVisible();
  await expectAccessible(page, "an account's page in the back office");
});

test('the plot catalogue of the back office fits, the plan picker included', async ({
  page,
  request,
  staffSession,
}) => {
  test.slow();
  await useSession(page, await staffSession('ADMIN'));
  for (const path of ['/admin/parcelles', '/admin/parcelles/nouvelle']) {
    await visit(page, path, `${path}, administrator`);
    await expectAccessible(page, path);
  }
  // A tap in the middle of the plan, seen whole, places the plot in the middle of the grid.
  await page.getByRole('group', { name: 'Plan du site : position de la parcelle' }).tap();
  const x = Number(await page.getByLabel('Coordonnée x').inputValue());
  const y = Number(await page.getByLabel('Coordonnée y').inputValue());
  expect(Math.abs(x - 40_000)).toBeLessThan(500);
  expect(Math.abs(y - 30_000)).toBeLessThan(500);
  await expect(
    page.getByRole('button', { name: 'Repère de la parcelle en cours de création' }),
  ).toBeVisible();
  await expectFitsThePhone(page, '/admin/parcelles/nouvelle, a position picked');
  const [plot] = await plots(request, 'limit=1');
  await visit(page, `/admin/parcelles/${plot!.id}`, "a plot's page in the back office");
  await expect(page.getByRole('button', { name: `Repère de la parcelle ${plot!.numeroLot}` })).toBeVisible();
  await expectFitsThePhone(page, "a plot's page in the back office, its plan loaded");
  await expectAccessible(page, "a plot's page in the back office");
});
