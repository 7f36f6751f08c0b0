// The buyer's journey of issue 5 in a real browser: a new buyer reserves a plot found on the map,
// pays in two parts with real proof files, the staff validates each payment (through the API: the
// back office comes later) and the buyer follows it all: 'Validé', the progress, the notification
// and the bell, then the plot among 'Mes parcelles acquises'.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { API, PASSWORD, isPhone, json, verifiedBuyer } from './support/session';

const ADMIN = { email: 'admin@demo.parcelles.cd', motDePasse: 'Parcelles2026!' };

/** A small but complete PDF (catalog, empty page tree, trailer): sniffed as application/pdf. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Staff validation of the buyer's payment under review (the back office comes with a later issue). */
async function validatePendingPayment(request: APIRequestContext, buyerToken: string) {
  const { token } = await json<{ token: string }>(await request.post(`${API}/auth/login`, { data: ADMIN }));
  const { paiements } = await json<{ paiements: { id: string }[] }>(
    await request.get(`${API}/paiements/mes-paiements?statut=SOUMIS`, {
      headers: { Authorization: `Bearer ${buyerToken}` },
    }),
  );
  expect(paiements).toHaveLength(1);
  await json(
    await request.post(`${API}/paiements/${paiements[0]!.id}/valider`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { commentaireAdmin: 'Virement reçu, merci.' },
    }),
  );
}

/** From 'Mes réservations', 'Payer' then the proof form, with a PDF and a PNG. */
async function payWithProof(page: Page, lot: string, montant: number) {
  await page.getByRole('link', { name: `Payer — ${lot}` }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Instructions de paiement' })).toBeVisible();
  await page.getByRole('link', { name: 'Soumettre une preuve de paiement' }).click();

  await expect(page).toHaveURL(/\/payment\/submit-proof$/);
  await expect(page.getByRole('radio', { name: 'Virement bancaire' })).toBeChecked();
  await page.getByLabel('Montant payé (USD)').fill(String(montant));
  await page.getByLabel('Preuves de paiement').setInputFiles([
    { name: 'bordereau-virement.pdf', mimeType: 'application/pdf', buffer: PDF },
    { name: 'recu.png', mimeType: 'image/png', buffer: PNG },
  ]);
  const chosen = page.getByRole('list', { name: 'Fichiers choisis' });
  await expect(chosen.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Soumettre la preuve' }).click();

  await expect(page.getByText('Preuve de paiement soumise avec succès')).toBeVisible();
  await expect(page).toHaveURL(/\/reservations$/);
}

const reservationCard = (page: Page, lot: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: lot, exact: true }) });

test('a buyer reserves a plot from the map, pays in two parts with proofs and owns the plot', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const email = `parcours-${Date.now()}-${testInfo.project.name}@exemple.cd`;

  // Each project reserves a plot of its own: both share one database and must not meet.
  const { parcelles } = await json<{ parcelles: { id: string; numeroLot: string; prix: number }[] }>(
    await request.get(`${API}/parcelles?statut=DISPONIBLE&sort=prix&ordre=desc&limit=10`),
  );
  const plot = parcelles[testInfo.project.name === 'desktop' ? 2 : 3]!;
  const first = Math.round(plot.prix * 0.4);
  const balance = plot.prix - first;

  // A new buyer with a verified address, so the bell counts only this journey's notifications.
  await verifiedBuyer(page, request, email, 'Grâce Kalenga');
  await page.goto('/login');
  await page.getByLabel('Adresse email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page.getByText('Connexion réussie !')).toBeVisible();
  const buyerToken = (await page.evaluate(() => localStorage.getItem('authToken')))!;

  // The map, filtered down to the lot, then the plot's page.
  await page.goto('/map');
  if (isPhone(page)) await page.getByRole('button', { name: /Filtres/ }).click();
  await page.getByLabel('Numéro de lot').fill(plot.numeroLot);
  await expect(page).toHaveURL(/numeroLot=/);
  await page.getByText('Grille', { exact: true }).click();
  const card = page.getByRole('article').filter({ has: page.getByText(plot.numeroLot, { exact: true }) });
  await card.getByRole('link', { name: /Voir détails/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: plot.numeroLot })).toBeVisible();

  // The wizard: prefilled informations, confirmation, success with the hold from the server.
  await page.getByRole('button', { name: 'Réserver cette parcelle' }).click();
  await expect(page).toHaveURL(`/reservation/${plot.id}`);
  await expect(page.getByRole('heading', { name: 'Vos informations' })).toBeVisible();
  await expect(page.getByLabel('Adresse email')).toHaveValue(email);
  await page.getByLabel(/J'accepte les conditions générales/).check();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByRole('heading', { name: 'Confirmez votre réservation' })).toBeVisible();
  // The browser's Back returns to step 1 with what was filled in; Forward comes back to step 2.
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Vos informations' })).toBeVisible();
  await expect(page.getByLabel(/J'accepte les conditions générales/)).toBeChecked();
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Confirmez votre réservation' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
  await expect(page.getByRole('heading', { name: 'Réservation confirmée !' })).toBeVisible();
  // The reservation number is its short reference (DESIGN.md §4).
  await expect(page.getByText(/^RES-[2-9A-HJ-NP-Z]{6}$/)).toBeVisible();
  // The hold period is the server's setting, never the client's.
  const { delaiReservationJours } = await json<{ delaiReservationJours: number }>(
    await request.get(`${API}/reservations/check-availability/${plot.id}`, {
      headers: { Authorization: `Bearer ${buyerToken}` },
    }),
  );
  await expect(page.getByText(`Vous disposez de ${delaiReservationJours} jours`)).toBeVisible();
  await page.getByRole('link', { name: 'Voir mes réservations' }).click();

  // 'Mes réservations': the hold, then the first payment with its proofs.
  await expect(page).toHaveURL(/\/reservations$/);
  await expect(reservationCard(page, plot.numeroLot).getByText('En attente', { exact: true })).toBeVisible();
  await payWithProof(page, plot.numeroLot, first);

  // The staff validates: the buyer sees 'Validé', the progress, the notification and the bell.
  await validatePendingPayment(request, buyerToken);
  await page.reload();
  const reservation = reservationCard(page, plot.numeroLot);
  await expect(reservation.getByText('Validée', { exact: true })).toBeVisible();
  const progress = reservation.getByRole('progressbar', {
    name: `Paiement de la parcelle ${plot.numeroLot}`,
  });
  await expect(progress).toHaveAttribute('aria-valuenow', String(Math.round((first / plot.prix) * 100)));
  await reservation.getByRole('button', { name: 'Historique des paiements (1)' }).click();
  const history = reservation.getByRole('list', { name: 'Historique des paiements' }).locator(':scope > li');
  await expect(history).toHaveCount(1);
  await expect(history).toContainText('Statut : Validé');

  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes notifications' })).toBeVisible();
  const today = page.getByRole('region', { name: "Aujourd'hui" });
  const validated = today.getByRole('article', { name: 'Paiement validé' });
  await expect(validated).toContainText(`pour le lot ${plot.numeroLot} a été validé`);
  await expect(validated.getByText('Non lu')).toBeVisible();
  const { pagination } = await json<{ pagination: { total: number } }>(
    await request.get(`${API}/notifications/my?lue=false&limit=1`, {
      headers: { Authorization: `Bearer ${buyerToken}` },
    }),
  );
  expect(pagination.total).toBeGreaterThanOrEqual(3);
  await expect(page.getByText(`${pagination.total} notifications non lues`)).toBeVisible();
  // The bell of the top bar, on a phone as on a desktop.
  const bell = page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(`Notifications, ${pagination.total} non lues`);
  await validated.getByRole('button', { name: 'Marquer comme lu : Paiement validé' }).click();
  await expect(validated.getByText('Non lu')).toHaveCount(0);
  await expect(bell).toHaveAccessibleName(`Notifications, ${pagination.total - 1} non lues`);
  await validated.getByRole('link', { name: 'Voir la réservation' }).click();

  // The balance, validated: the plot is the buyer's.
  await expect(page).toHaveURL(/\/reservations$/);
  await payWithProof(page, plot.numeroLot, balance);
  await validatePendingPayment(request, buyerToken);
  await page.reload();
  await expect(reservationCard(page, plot.numeroLot).getByRole('progressbar')).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(page.getByRole('link', { name: `Payer — ${plot.numeroLot}` })).toHaveCount(0);

  await page.goto('/parcelles-miennes');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes parcelles acquises' })).toBeVisible();
  await expect(page.getByRole('main').getByText(plot.numeroLot, { exact: true })).toBeVisible();

  await page.goto('/notifications');
  await expect(page.getByRole('article', { name: 'Parcelle acquise' })).toBeVisible();
  await page.getByRole('button', { name: 'Tout marquer comme lu' }).click();
  await expect(page.getByText('Non lu', { exact: true })).toHaveCount(0);
  await expect(bell).toHaveAccessibleName('Notifications');
  expect(consoleErrors).toEqual([]);
});
