// The back office of issue 10 in a real browser, on a desktop and at 360 px: a buyer's proofs
// reach the admin's queue; the admin sees the PDF in place and validates one, rejects another with
// a comment, and the buyer sees both; an agent gets their read-only part, a buyer 'Accès refusé'.
// axe finds no serious or critical violation on any admin page.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import {
  API,
  DEMO_PASSWORD,
  PASSWORD,
  isPhone,
  json,
  otherPage,
  signIn,
  verifiedBuyer,
  useSession,
} from './support/session';

/** A small but complete PDF (catalog, empty page tree, trailer): sniffed as application/pdf. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A new buyer with a verified address, holding two plots, each with a proof under review. */
async function buyerWithTwoProofs(page: Page, request: APIRequestContext, email: string, plots: string[]) {
  await verifiedBuyer(page, request, email, 'Grâce Kalenga');
  const { token } = await json<{ token: string }>(
    await request.post(`${API}/auth/login`, { data: { email, motDePasse: PASSWORD } }),
  );
  const headers = { Authorization: `Bearer ${token}` };
  for (const parcelleId of plots) {
    const reservation = await json<{ id: string }>(
      await request.post(`${API}/reservations`, { headers, data: { parcelleId } }),
    );
    await json(
      await request.post(`${API}/paiements/soumettre-preuve`, {
        headers,
        multipart: {
          reservationId: reservation.id,
          montant: '500',
          methode: 'VIREMENT_BANCAIRE',
          referencePaiement: `VIR-${parcelleId.slice(0, 8)}`,
          preuves: { name: 'bordereau-virement.pdf', mimeType: 'application/pdf', buffer: PDF },
        },
      }),
    );
  }
}

async function openSection(page: Page, name: string) {
  if (isPhone(page)) await page.getByRole('button', { name: 'Menu du back-office' }).click();
  await page
    .getByRole('navigation', { name: 'Navigation du back-office' })
    .filter({ visible: true })
    .getByRole('link', { name })
    .click();
}

test('the admin verifies proofs from the queue; the buyer sees the decisions', async ({
  page,
  request,
  browser,
  staffSession,
}, testInfo) => {
  test.slow();
  const email = `back-office-${Date.now()}-${testInfo.project.name}@exemple.cd`;
  // Each project holds plots of its own: both share one database and must not meet.
  const { parcelles } = await json<{ parcelles: { id: string; numeroLot: string }[] }>(
    await request.get(`${API}/parcelles?statut=DISPONIBLE&sort=prix&ordre=asc&limit=10`),
  );
  const offset = testInfo.project.name === 'desktop' ? 0 : 2;
  const [validated, rejected] = [parcelles[offset]!, parcelles[offset + 1]!];
  await buyerWithTwoProofs(page, request, email, [validated.id, rejected.id]);

  // The admin: the queue, the payment's page with its PDF in place, validate.
  const staff = await otherPage(browser, page);
  await useSession(staff, await staffSession('ADMIN'));
  await staff.goto('/');
  if (isPhone(staff)) await staff.getByRole('button', { name: /menu/i }).first().click();
  await staff.getByRole('link', { name: 'Administration' }).filter({ visible: true }).first().click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await expectAccessible(staff, '/admin');
  await openSection(staff, 'Paiements');
  await expect(staff.getByRole('heading', { level: 1, name: 'Paiements' })).toBeVisible();
  const openValidated = staff.getByRole('link', { name: `Vérifier le paiement — ${validated.numeroLot}` });
  await expect(openValidated).toBeVisible();
  await expectAccessible(staff, '/admin/paiements');
  await openValidated.click();
  await expect(
    staff.getByRole('heading', { level: 1, name: `Paiement — ${validated.numeroLot}` }),
  ).toBeVisible();
  await expect(staff.locator('iframe[title="Aperçu du PDF bordereau-virement.pdf"]')).toBeVisible();
  expect(await staff.locator('iframe').first().getAttribute('src')).toMatch(/^blob:/);
  await expectAccessible(staff, '/admin/paiements/:id');
  const validatedPaymentId = new URL(staff.url()).pathname.split('/').pop()!;
  await staff.getByRole('button', { name: 'Valider le paiement' }).click();
  await staff.getByRole('alertdialog').getByRole('button', { name: 'Oui, valider' }).click();
  await expect(staff.getByText('Paiement validé', { exact: true }).first()).toBeVisible();
  // Decided, the next proof of the queue opens, or the queue once it is empty (issue 23).
  await expect(staff).not.toHaveURL(new RegExp(validatedPaymentId));
  await expect(staff).toHaveURL(/\/admin\/paiements(\/[0-9a-f-]{36})?$/);

  // The dashboard: its charts come with their figures as a table.
  await staff.goto('/admin');
  const weekly = staff.getByRole('img', { name: /Paiements validés par semaine/ });
  await expect(weekly).toBeVisible();
  await staff.locator('figure').filter({ has: weekly }).getByText('Voir les chiffres').click();
  await expect(
    staff.getByRole('table', { name: 'Paiements validés par semaine (12 semaines)' }),
  ).toBeVisible();
  await expectAccessible(staff, '/admin (dashboard)');

  // The Journal shows the validation just made.
  await staff.goto(`/admin/journal?entite=paiement&entiteId=${validatedPaymentId}`);
  await expect(staff.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
  const journal = staff.getByRole(isPhone(staff) ? 'list' : 'table', { name: 'Journal des actions' });
  // The element is named as a person reads it (issue 23): the amount, the reservation and the lot.
  await expect(
    journal.getByRole('link', {
      name: new RegExp(`^Ouvrir : Paiement 500.*\\$US · RES-\\w+ · ${validated.numeroLot}$`),
    }),
  ).toBeVisible();
  await expect(journal).toContainText('Paiement validé');
  await expectAccessible(staff, '/admin/journal');

  // The other proof, rejected with a comment.
  await staff.goto('/admin/paiements');
  await staff.getByRole('link', { name: `Vérifier le paiement — ${rejected.numeroLot}` }).click();
  await staff.getByLabel('Message pour l’acheteur').fill('Le bordereau est illisible, merci de le renvoyer.');
  await staff.getByRole('button', { name: 'Rejeter le paiement' }).click();
  await staff.getByRole('alertdialog').getByRole('button', { name: 'Oui, rejeter' }).click();
  await expect(staff.getByText('Paiement rejeté', { exact: true }).first()).toBeVisible();

  // The lists of all payments and of reservations, with their filters in the address.
  await staff.goto('/admin/paiements?vue=tous&statut=REJETE');
  await expect(
    staff.getByRole('link', { name: `Vérifier le paiement — ${rejected.numeroLot}` }),
  ).toBeVisible();
  await expectAccessible(staff, '/admin/paiements?vue=tous');
  await staff.goto(`/admin/reservations?lot=${validated.numeroLot}`);
  await expect(staff.getByRole('heading', { level: 1, name: 'Réservations' })).toBeVisible();
  const openReservation = staff.getByRole('link', { name: /^Voir la réservation RES-/ }).first();
  await expect(openReservation).toBeVisible();
  await expectAccessible(staff, '/admin/reservations');
  await openReservation.click();
  await expect(staff.getByRole('heading', { level: 1, name: /^Réservation RES-/ })).toBeVisible();
  await expectAccessible(staff, '/admin/reservations/:id');
  await staff.context().close();

  // The buyer: 'Validé' on one, the comment on the other.
  await signIn(page, email, PASSWORD);
  await page.goto('/reservations');
  const card = (lot: string) =>
    page.getByRole('article').filter({ has: page.getByRole('heading', { name: lot, exact: true }) });
  await card(validated.numeroLot)
    .getByRole('button', { name: /Historique des paiements/ })
    .click();
  await expect(
    card(validated.numeroLot).getByRole('list', { name: 'Historique des paiements' }).locator(':scope > li'),
  ).toContainText('Statut : Validé');
  await card(rejected.numeroLot)
    .getByRole('button', { name: /Historique des paiements/ })
    .click();
  await expect(card(rejected.numeroLot)).toContainText('Le bordereau est illisible, merci de le renvoyer.');
  // …and can submit again.
  await page.getByRole('link', { name: `Payer — ${rejected.numeroLot}` }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await page.getByRole('link', { name: 'Soumettre une preuve de paiement' }).click();
  await expect(page.getByRole('button', { name: 'Soumettre la preuve' })).toBeVisible();
});

test('an agent sees the dashboard and reservations, not the payments', async ({ page, staffSession }) => {
  await useSession(page, await staffSession('AGENT'));
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  if (isPhone(page)) await page.getByRole('button', { name: 'Menu du back-office' }).click();
  const nav = page.getByRole('navigation', { name: 'Navigation du back-office' }).filter({ visible: true });
  await expect(nav.getByRole('link', { name: 'Réservations' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Paiements' })).toHaveCount(0);
  if (isPhone(page)) await page.keyboard.press('Escape');

  await page.goto('/admin/paiements');
  await expect(page.getByRole('heading', { level: 1, name: 'Accès refusé' })).toBeVisible();

  await page.goto('/admin/reservations');
  await expect(page.getByRole('heading', { level: 1, name: 'Réservations' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Voir la réservation RES-/ }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Exporter/ })).toHaveCount(0);
  await expectAccessible(page, '/admin/reservations (agent)');
});

test("a buyer gets 'Accès refusé' and never downloads the back office", async ({ page }) => {
  const adminChunks: string[] = [];
  page.on('request', (request) => {
    if (/admin-app/.test(request.url())) adminChunks.push(request.url());
  });
  await signIn(page, 'acheteur@demo.parcelles.cd', DEMO_PASSWORD);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Accès refusé' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute(
    'href',
    '/',
  );
  await expectAccessible(page, 'Accès refusé');
  expect(adminChunks).toEqual([]);
});
