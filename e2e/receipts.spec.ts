// Issue 12, receipts in a real browser (desktop and 360 px): a validated payment's receipt and the
// reservation's statement download from 'Mes réservations'; the receipt's code opens the public
// verification page ('Reçu authentique'), a wrong code says 'Reçu introuvable'; axe-clean.
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { API, DEMO_PASSWORD, PASSWORD, json, signIn, verifiedBuyer } from './support/session';

const ADMIN = { email: 'admin@demo.parcelles.cd', motDePasse: DEMO_PASSWORD };
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('a buyer downloads a receipt, and anyone checks it by its code', async ({ page, request }) => {
  test.slow();
  const email = `recu-${randomUUID().slice(0, 8)}@exemple.cd`;
  await verifiedBuyer(page, request, email, 'Amani Mbuyi');
  const { token } = await json<{ token: string }>(
    await request.post(`${API}/auth/login`, { data: { email, motDePasse: PASSWORD } }),
  );
  const headers = { Authorization: `Bearer ${token}` };
  const { parcelles } = await json<{ parcelles: { id: string }[] }>(
    await request.get(`${API}/parcelles?statut=DISPONIBLE&limit=50`),
  );
  const parcelleId = parcelles[Math.floor(Math.random() * parcelles.length)]!.id;
  const reservation = await json<{ id: string; reference: string }>(
    await request.post(`${API}/reservations`, { headers, data: { parcelleId } }),
  );
  const paiement = await json<{ id: string }>(
    await request.post(`${API}/paiements/soumettre-preuve`, {
      headers,
      multipart: {
        reservationId: reservation.id,
        montant: '500',
        methode: 'VIREMENT_BANCAIRE',
        referencePaiement: `VIR-${randomUUID().slice(0, 8)}`,
        preuves: { name: 'bordereau.pdf', mimeType: 'application/pdf', buffer: PDF },
      },
    }),
  );
  const admin = await json<{ token: string }>(await request.post(`${API}/auth/login`, { data: ADMIN }));
  await json(
    await request.post(`${API}/paiements/${paiement.id}/valider`, {
      headers: { Authorization: `Bearer ${admin.token}` },
      data: {},
    }),
  );
  const { recu } = await json<{ recu: { numero: number; code: string } }>(
    await request.get(`${API}/paiements/${paiement.id}`, { headers }),
  );
  const numero = String(recu.numero).padStart(6, '0');

  // The buyer's downloads.
  await signIn(page, email, PASSWORD);
  await page.goto('/reservations');
  const receipt = page.getByRole('button', { name: new RegExp(`Télécharger le reçu N° ${numero}`) });
  await expect(receipt).toHaveText(`Reçu N° ${numero}`);
  // The card with its downloads (the page's counters above it are another screen's concern).
  const { violations } = await new AxeBuilder({ page })
    .include('article')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  const [download] = await Promise.all([page.waitForEvent('download'), receipt.click()]);
  expect(download.suggestedFilename()).toBe(`recu-${numero}.pdf`);
  const [statement] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('button', { name: `Télécharger le relevé de la réservation ${reservation.reference} (PDF)` })
      .click(),
  ]);
  expect(statement.suggestedFilename()).toBe(`releve-${reservation.reference}.pdf`);

  // Anyone, signed out, with the code from the QR code.
  const visitor = await page.context().browser()!.newContext({ viewport: page.viewportSize() });
  const other = await visitor.newPage();
  const grouped = recu.code.match(/.{4}/g)!.join('-');
  await other.goto(`/verifier/${grouped}`);
  const verdict = other.getByRole('region', { name: 'Reçu authentique' });
  await expect(verdict).toContainText(`N° ${numero}`);
  await expect(verdict).toContainText('A**** M****');
  await expectAccessible(other);

  await other.goto('/verifier/AAAA-BBBB-CCCC-DDDD');
  await expect(other.getByRole('region', { name: 'Reçu introuvable' })).toContainText(
    'Ce code ne correspond à aucun reçu.',
  );
  await expectAccessible(other);

  // Typed with the keyboard alone, in lower case.
  await other.getByRole('textbox', { name: 'Code du reçu' }).focus();
  await other.keyboard.type(recu.code.toLowerCase());
  await other.keyboard.press('Enter');
  await expect(other.getByRole('region', { name: 'Reçu authentique' })).toBeVisible();
  await visitor.close();
});
