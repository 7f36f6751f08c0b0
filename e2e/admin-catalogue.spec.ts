// The plot catalogue of issue 11 in a real browser, on a desktop and at 360 px: an agent creates a
// plot by clicking on the site plan, uploads two photos and makes the second the cover; the plot
// is on the public map and its page at once, with that cover. An admin imports a CSV with a bad
// row, sees the row's error and nothing written, then imports a good file. axe finds no serious or
// critical violation on the list, the plot's page and the import page.
import sharp from 'sharp';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { API, isPhone, useSession } from './support/session';

/** A lot number no other run or project uses. */
const freshLot = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase();

async function openPlots(page: Page) {
  await page.goto('/admin');
  if (isPhone(page)) await page.getByRole('button', { name: 'Menu du back-office' }).click();
  await page
    .getByRole('navigation', { name: 'Navigation du back-office' })
    .filter({ visible: true })
    .getByRole('link', { name: 'Parcelles' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Parcelles' })).toBeVisible();
}

/** A photo-like JPEG (a gradient of one hue), so the two uploads are told apart. */
const photo = (hue: [number, number, number]) =>
  sharp({
    create: { width: 1600, height: 1000, channels: 3, background: { r: hue[0], g: hue[1], b: hue[2] } },
  })
    .jpeg({ quality: 80 })
    .toBuffer();

async function plotByLot(request: APIRequestContext, lot: string) {
  const response = await request.get(`${API}/parcelles?numeroLot=${encodeURIComponent(lot)}`);
  expect(response.ok()).toBe(true);
  const { parcelles } = (
    (await response.json()) as {
      data: {
        parcelles: {
          id: string;
          numeroLot: string;
          position: { x: number; y: number };
          photos: { id: string }[];
        }[];
      };
    }
  ).data;
  return parcelles.find((p) => p.numeroLot === lot);
}

test('an agent creates a plot on the plan, adds two photos and picks the cover; the public site shows it', async ({
  page,
  request,
  staffSession,
}) => {
  const lot = freshLot('E2E');
  await useSession(page, await staffSession('AGENT'));
  await openPlots(page);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Nouvelle parcelle' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nouvelle parcelle' })).toBeVisible();
  await page.getByLabel('Numéro de lot').fill(lot);
  await page.getByLabel('Surface (m²)').fill('450');
  await page.getByLabel('Prix ($)').fill('18500');

  // A click on the plan places the plot there: the coordinates follow at once.
  const plan = page.getByRole('group', { name: 'Plan du site : position de la parcelle' });
  await expect(plan).toBeVisible();
  const box = (await plan.boundingBox())!;
  await plan.click({ position: { x: box.width * 0.3, y: box.height * 0.6 } });
  await expect(page.getByLabel('Coordonnée x')).not.toHaveValue('');
  const x = Number(await page.getByLabel('Coordonnée x').inputValue());
  const y = Number(await page.getByLabel('Coordonnée y').inputValue());
  expect(x).toBeGreaterThan(0);
  expect(y).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Créer la parcelle' }).click();
  await expect(page.getByText('Parcelle créée avec succès')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Parcelle ${lot}` })).toBeVisible();
  const created = await plotByLot(request, lot);
  expect(created?.position).toEqual({ x, y });

  // Two photos at once; the second becomes the cover.
  await page.getByLabel('Ajouter des photos').setInputFiles([
    { name: 'vue-nord.jpg', mimeType: 'image/jpeg', buffer: await photo([170, 80, 40]) },
    { name: 'vue-sud.jpg', mimeType: 'image/jpeg', buffer: await photo([40, 120, 60]) },
  ]);
  const photos = page.getByRole('list', { name: `Photos de la parcelle ${lot}` });
  await expect(photos.getByRole('listitem')).toHaveCount(2);
  const [first, second] = (await plotByLot(request, lot))!.photos.map((p) => p.id);
  await photos.getByRole('listitem').nth(1).getByRole('button', { name: 'Définir comme couverture' }).click();
  await expect(page.getByText('Photo définie comme couverture')).toBeVisible();
  await expect
    .poll(async () => (await plotByLot(request, lot))!.photos.map((p) => p.id))
    .toEqual([second, first]);
  await expectAccessible(page);

  // The public map lists it, with the cover on its card; its page opens on the cover, in WebP sizes.
  await page.goto(`/map?vue=grille&numeroLot=${encodeURIComponent(lot)}`);
  const card = page.getByRole('article').filter({ hasText: lot });
  await expect(card).toBeVisible();
  await expect(card.getByRole('img', { name: `Photo de la parcelle ${lot}` })).toHaveAttribute(
    'src',
    new RegExp(`/media/parcelles/[^/]+/${second}/`),
  );
  await card.getByRole('link', { name: /Voir détails/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: lot })).toBeVisible();
  const cover = page
    .getByRole('region', { name: `Photos de la parcelle ${lot}` })
    .getByRole('img')
    .first();
  await expect(cover).toHaveAttribute('srcset', new RegExp(`${second}/carte 480w`));
  const served = await request.get((await cover.getAttribute('src'))!);
  expect(served.headers()['content-type']).toBe('image/webp');
});

test('an admin imports plots: a bad row is named and nothing is written, then a good file goes in', async ({
  page,
  request,
  staffSession,
}) => {
  const [good, bad] = [freshLot('IMP'), freshLot('IMP')];
  const header = 'Numéro de lot;Surface (m²);Prix (USD);Statut;Catégorie;Position X;Position Y';
  const csv = (rows: string[]) => Buffer.from(`\uFEFF${[header, ...rows].join('\n')}\n`, 'utf8');

  await useSession(page, await staffSession('ADMIN'));
  await openPlots(page);
  await page.getByRole('link', { name: 'Importer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Importer des parcelles' })).toBeVisible();
  await expectAccessible(page);

  // Row 2 has a negative price: the check names it, and nothing reaches the catalogue.
  await page.getByLabel('Fichier à importer (CSV ou JSON)').setInputFiles({
    name: 'parcelles.csv',
    mimeType: 'text/csv',
    buffer: csv([`${good};450;18000;DISPONIBLE;MALAIKA_2A;1200;3400`, `${bad};500;-5;DISPONIBLE;;1500;3600`]),
  });
  await page.getByRole('button', { name: 'Vérifier le fichier' }).click();
  await expect(page.getByText(/Le fichier contient 1 erreur : rien n’a été importé\./)).toBeVisible();
  // A table on a desktop, a list of cards on a phone: either way, one entry for row 2's price.
  const errors = page.getByRole(isPhone(page) ? 'list' : 'table', { name: 'Erreurs du fichier' });
  const entry = errors
    .getByRole(isPhone(page) ? 'listitem' : 'row')
    .filter({ hasText: 'Le prix doit être positif' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(/2.*Prix/);
  await expectAccessible(page);
  expect(await plotByLot(request, good)).toBeUndefined();

  // The corrected file: checked (nothing written yet), then imported.
  await page.getByLabel('Fichier à importer (CSV ou JSON)').setInputFiles({
    name: 'parcelles-corrige.csv',
    mimeType: 'text/csv',
    buffer: csv([
      `${good};450;18000;DISPONIBLE;MALAIKA_2A;1200;3400`,
      `${bad};500;21000;SUSPENDUE;;1500;3600`,
    ]),
  });
  await page.getByRole('button', { name: 'Vérifier le fichier' }).click();
  await expect(page.getByText('Vérification réussie : rien n’a encore été enregistré.')).toBeVisible();
  expect(await plotByLot(request, good)).toBeUndefined();
  await page.getByRole('button', { name: 'Importer 2 parcelles' }).click();
  await expect(page.getByText('Import terminé.')).toBeVisible();

  expect(await plotByLot(request, good)).toMatchObject({ numeroLot: good, position: { x: 1200, y: 3400 } });
  expect(await plotByLot(request, bad)).toMatchObject({ numeroLot: bad });
});
