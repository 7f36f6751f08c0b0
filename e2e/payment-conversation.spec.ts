// The conversation on a proof (issue 12, ADR 016) in a real browser, on a desktop and at 360 px:
// the admin asks for a complement from the payment's page; the buyer reads the request on
// /paiements/{id}, answers with a file, and the payment is back under review. axe finds no serious
// or critical violation on either page, and the buyer's page does not scroll sideways.
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { API, DEMO_PASSWORD, PASSWORD, json, otherPage, signIn, verifiedBuyer } from './support/session';

const ADMIN = 'admin@demo.parcelles.cd';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const ASK = 'Le bordereau est illisible : pouvez-vous envoyer une photo plus nette ?';

test('staff ask for a complement; the buyer answers with a file and the payment is back in review', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.slow();
  const email = `conversation-${Date.now()}-${testInfo.project.name}@exemple.cd`;
  const { parcelles } = await json<{ parcelles: { id: string; numeroLot: string }[] }>(
    await request.get(`${API}/parcelles?statut=DISPONIBLE&sort=prix&ordre=desc&limit=10`),
  );
  // Each project takes a plot of its own, far from the cheapest ones other specs use.
  const plot = parcelles[testInfo.project.name === 'desktop' ? 0 : 1]!;
  await verifiedBuyer(page, request, email, 'Grâce Kalenga');
  const { token } = await json<{ token: string }>(
    await request.post(`${API}/auth/login`, { data: { email, motDePasse: PASSWORD } }),
  );
  const headers = { Authorization: `Bearer ${token}` };
  const reservation = await json<{ id: string }>(
    await request.post(`${API}/reservations`, { headers, data: { parcelleId: plot.id } }),
  );
  const paiement = await json<{ id: string }>(
    await request.post(`${API}/paiements/soumettre-preuve`, {
      headers,
      multipart: {
        reservationId: reservation.id,
        montant: '500',
        methode: 'VIREMENT_BANCAIRE',
        preuves: { name: 'bordereau.pdf', mimeType: 'application/pdf', buffer: PDF },
      },
    }),
  );

  // The admin asks for more from the payment's page.
  const staff = await otherPage(browser, page);
  await signIn(staff, ADMIN, DEMO_PASSWORD);
  await staff.goto(`/admin/paiements/${paiement.id}`);
  await staff.getByRole('button', { name: 'Demander un complément' }).click();
  await staff.getByLabel('Message pour l’acheteur').fill(ASK);
  await staff.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(staff.getByText('En attente de preuve').first()).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Conversation' }).getByText(ASK)).toBeVisible();
  await expectAccessible(staff, '/admin/paiements/:id (complément demandé)');

  // The buyer reads the request and answers with a file.
  await signIn(page, email, PASSWORD);
  await page.goto(`/paiements/${paiement.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`— ${plot.numeroLot}$`) }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notre équipe demande un complément :' })).toContainText(ASK);
  await expectAccessible(page, '/paiements/:id');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.getByLabel('Votre réponse').fill('Voici une copie plus nette du bordereau.');
  await page.getByLabel('Preuves de paiement').setInputFiles({
    name: 'bordereau-net.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await page.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expect(page.getByText('Message envoyé')).toBeVisible();
  await expect(page.getByText('Soumis - En cours de vérification')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ouvrir bordereau-net.pdf' })).toBeVisible();
  await expectAccessible(page, '/paiements/:id (réponse envoyée)');
});
