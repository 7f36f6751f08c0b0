// Issue 26 end to end: trust the bank, not the picture. A buyer declares a transfer with a proof
// for one reservation and holds a second one unpaid. The administrator adds the company's bank
// account, imports its statement (analysed, simulated, then imported): the credit quoting the first
// reservation's reference is linked to the declared transfer, so the proof queue shows it 'Vu sur le
// relevé', and it is validated from there; the credit nobody declared waits 'À rapprocher' and is
// assigned to the second reservation, which records and validates its payment. The month's
// receipts, downloaded for the accountant, list both.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { API, PASSWORD, json, otherPage, verifiedBuyer, useSession } from './support/session';

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface Reserved {
  id: string;
  reference: string;
  numeroLot: string;
}

/** Reservations of two plots still free (other specs hold the cheapest and the dearest few). */
async function reserveTwo(request: APIRequestContext, headers: Record<string, string>): Promise<Reserved[]> {
  const { parcelles } = await json<{ parcelles: { id: string; numeroLot: string }[] }>(
    await request.get(`${API}/parcelles?statut=DISPONIBLE&sort=prix&ordre=desc&limit=40`),
  );
  const held: Reserved[] = [];
  for (const plot of parcelles.slice(15)) {
    const answer = await request.post(`${API}/reservations`, { headers, data: { parcelleId: plot.id } });
    if (answer.status() !== 201) continue;
    const { id, reference } = ((await answer.json()) as { data: { id: string; reference: string } }).data;
    held.push({ id, reference, numeroLot: plot.numeroLot });
    if (held.length === 2) return held;
  }
  throw new Error('no two plots left to reserve');
}

/** A bank's e-banking export: 'Date;Libellé;Montant', days as JJ/MM/AAAA, decimal commas. */
function bankExport(lines: [libelle: string, montant: string][]): Buffer {
  // Today in Lubumbashi (UTC+2 all year).
  const [year, month, day] = new Date(Date.now() + 2 * 3_600_000).toISOString().slice(0, 10).split('-');
  const date = `${day}/${month}/${year}`;
  return Buffer.from(
    ['Date;Libellé;Montant', ...lines.map(([libelle, montant]) => `${date};${libelle};${montant}`)].join(
      '\r\n',
    ),
  );
}

async function openSection(staff: Page, name: string, heading: string) {
  await staff
    .getByRole('navigation', { name: 'Navigation du back-office' })
    .filter({ visible: true })
    .getByRole('link', { name })
    .click();
  await expect(staff.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('staff import a bank statement, validate a proof seen on it, assign a credit nobody declared, and download the month’s receipts', async ({
  page,
  request,
  browser,
  staffSession,
}) => {
  test.slow();

  // The buyer: a transfer of 650 $US declared for the first reservation, nothing for the second.
  const email = `releve-${Date.now()}@exemple.cd`;
  await verifiedBuyer(page, request, email, 'Patience Ilunga');
  const { token } = await json<{ token: string }>(
    await request.post(`${API}/auth/login`, { data: { email, motDePasse: PASSWORD } }),
  );
  const buyer = { Authorization: `Bearer ${token}` };
  const [declared, unpaid] = await reserveTwo(request, buyer);
  await json(
    await request.post(`${API}/paiements/soumettre-preuve`, {
      headers: buyer,
      multipart: {
        reservationId: declared!.id,
        montant: '650',
        methode: 'VIREMENT_BANCAIRE',
        referencePaiement: declared!.reference,
        preuves: { name: 'bordereau.png', mimeType: 'image/png', buffer: PNG },
      },
    }),
  );

  const staff = await otherPage(browser, page);
  await useSession(staff, await staffSession('ADMIN'));
  await staff.goto('/admin');
  await expect(staff.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible({
    timeout: 30_000,
  });

  // The company's account, added once.
  await openSection(staff, 'Relevés', 'Relevés bancaires et mobile money');
  const compte = `Rawbank USD ${Date.now().toString(36)}`;
  await staff.getByRole('button', { name: 'Ajouter un compte' }).click();
  await staff.getByLabel('Nom du compte').fill(compte);
  await staff.getByRole('button', { name: 'Enregistrer le compte' }).click();
  await expect(staff.getByRole('cell', { name: compte, exact: true })).toBeVisible();

  // Its statement: analysed (a CSV, its columns recognised), simulated, then imported.
  const unmatched = `VERSEMENT GUICHET ${Date.now().toString(36).toUpperCase()}`;
  const account = staff.getByLabel('Compte du relevé');
  await account.selectOption((await account.locator('option', { hasText: compte }).getAttribute('value'))!);
  await staff.getByLabel('Fichier du relevé').setInputFiles({
    name: 'rawbank-releve.csv',
    mimeType: 'text/csv',
    buffer: bankExport([
      [`VIR ${declared!.reference} ILUNGA PATIENCE`, '650,00'],
      [unmatched, '700,00'],
      ['FRAIS DE TENUE DE COMPTE', '-12,50'],
    ]),
  });
  await staff.getByRole('button', { name: 'Analyser le fichier' }).click();
  await staff.getByRole('button', { name: 'Simuler l’import' }).click();
  await expect(staff.getByText('Simulation : rien n’a été enregistré')).toBeVisible();
  await expectAccessible(staff, '/admin/releves');
  await staff.getByRole('button', { name: 'Importer le relevé' }).click();
  await expect(staff.getByText('Relevé importé').first()).toBeVisible();

  // The proof queue: the declared transfer is on the statement; validated from there.
  await openSection(staff, 'Paiements', 'Paiements');
  const row = staff.getByRole('row').filter({ hasText: declared!.numeroLot });
  await expect(row.getByText('Vu sur le relevé')).toBeVisible();
  await row.getByRole('link', { name: `Vérifier le paiement — ${declared!.numeroLot}` }).click();
  await expect(staff.getByText(`VIR ${declared!.reference} ILUNGA PATIENCE`)).toBeVisible();
  await staff.getByRole('button', { name: 'Valider le paiement' }).click();
  await staff.getByRole('alertdialog').getByRole('button', { name: 'Oui, valider' }).click();
  await expect(staff.getByText('Paiement validé', { exact: true }).first()).toBeVisible();

  // The credit nobody declared waits for a person: assigned to the second reservation.
  await openSection(staff, 'Relevés', 'Relevés bancaires et mobile money');
  const line = staff.getByRole('row').filter({ hasText: unmatched });
  await expect(line).toBeVisible();
  await line.getByRole('button', { name: /^Affecter/ }).click();
  const dialog = staff.getByRole('alertdialog');
  await dialog.getByRole('searchbox', { name: 'Chercher une réservation' }).fill(unpaid!.reference);
  await dialog.getByRole('button', { name: 'Rechercher' }).click();
  await dialog.getByRole('radio', { name: new RegExp(unpaid!.reference) }).check();
  await dialog.getByRole('button', { name: 'Affecter et valider' }).click();
  await expect(
    staff.getByText(/^Crédit affecté : le paiement est enregistré et validé/).first(),
  ).toBeVisible();

  // Both payments are validated, each with its receipt.
  const { reservations: mine } = await json<{
    reservations: { id: string; paiements: { statut: string; recu: { numero: number } | null }[] }[];
  }>(await request.get(`${API}/reservations/my`, { headers: buyer }));
  const numeros = [declared!, unpaid!].map((r) => {
    const [paiement] = mine.find((m) => m.id === r.id)!.paiements;
    expect(paiement).toMatchObject({ statut: 'VALIDE' });
    return paiement!.recu!.numero;
  });

  // The accountant's month: the receipts' file lists both.
  await openSection(staff, 'Comptabilité', 'Comptabilité');
  const [download] = await Promise.all([
    staff.waitForEvent('download'),
    staff.getByRole('button', { name: 'Reçus (CSV)' }).click(),
  ]);
  const csv = Buffer.concat(await (await download.createReadStream()).toArray()).toString('utf8');
  // One receipt a line, its number first.
  for (const numero of numeros) expect(csv).toMatch(new RegExp(`(^|\\n)${numero};`));
  await staff.context().close();
});
