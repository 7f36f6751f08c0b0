// Issue 13: text that people store (names, phone, comments, references, file names, messages, a
// plot's description and address, a plan's name) holding HTML and script payloads shows as text on
// every page that displays it, the back office included, and no script runs: `window.__xss` stays
// unset and no dialog opens. The receipt's PDF carries the buyer's name as it was typed.
// Both checks matter: the CSP (script-src 'self') would stop an inline handler even on a page that
// wrote the payload as HTML, but then the literal text would be missing from the page.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { pdfText } from '../apps/api/test/pdf';
import {
  API,
  DEMO_PASSWORD,
  PASSWORD,
  json,
  otherPage,
  signIn,
  verifiedBuyer,
  useSession,
} from './support/session';

const ADMIN = 'admin@demo.parcelles.cd';

// Each would set window.__xss if the page put it in the DOM as HTML (or followed it as a URL).
const NAME = '<img src=x onerror="window.__xss=1">';
const PHONE = '"><svg onload=window.__xss=1>';
const COMMENT = '<script>window.__xss=1</script> rappel';
const REFERENCE = '<img src=x onerror=window.__xss=1>';
const PAYMENT_COMMENT = '<iframe src="javascript:window.__xss=1"></iframe>';
const FILE_NAME = '<svg onload=window.__xss=1>.pdf';
const MESSAGE = '<a href="javascript:window.__xss=1">cliquez</a> <b onmouseover=window.__xss=1>ici</b>';
const STAFF_MESSAGE = '<details open ontoggle=window.__xss=1>pièce</details>';
const DESCRIPTION = '<script>window.__xss=1</script><style>body{display:none}</style>';
const ADDRESS = '"><img src=x onerror=window.__xss=1>';
const LOCATION = 'javascript:window.__xss=1';
const PLAN = '<svg/onload=window.__xss=1> plan';
const DECISION = '<img src=x onerror=window.__xss=1> reçu';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Records every dialog a page opens (and closes it, so the page goes on). */
function watchDialogs(page: Page, opened: string[]) {
  page.on('dialog', (dialog) => {
    opened.push(dialog.message());
    void dialog.dismiss();
  });
}

/**
 * Opens `path`, waits until each of `texts` is on the page as text (or the value of a form field,
 * where an edit form shows it), then checks that no payload ran.
 */
/** What a page failed to show as text, reported all at once at the end. */
const missing: string[] = [];

/**
 * Opens `path`, waits until each of `texts` is on the page as text (or the value of a form field,
 * where an edit form shows it), then checks that no payload ran.
 */
async function visit(page: Page, path: string, texts: string[], dialogs: string[]) {
  await page.goto(path);
  for (const text of texts) {
    const shown = () =>
      page.evaluate(
        (wanted) =>
          document.body.innerText.includes(wanted) ||
          [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].some(
            (field) => field.value.includes(wanted),
          ),
        text,
      );
    // A first visit of /map fetches the catalogue and the plan: on a loaded runner, past 10 s.
    await expect
      .poll(shown, { timeout: 20_000 })
      .toBe(true)
      .catch(() => missing.push(`${path}: ${text}`));
  }
  // An image's onerror fires once its (missing) source fails to load.
  await page.waitForLoadState('networkidle');
  expect(
    await page.evaluate(() => (window as { __xss?: unknown }).__xss),
    `a payload ran on ${path}`,
  ).toBeUndefined();
  expect(dialogs, `a dialog opened on ${path}`).toEqual([]);
}

async function token(request: APIRequestContext, email: string, motDePasse: string) {
  return (
    await json<{ token: string }>(await request.post(`${API}/auth/login`, { data: { email, motDePasse } }))
  ).token;
}

test('payloads stored in every free-text field show as text, and none runs', async ({
  page,
  request,
  browser,
  staffSession,
}, testInfo) => {
  test.slow();
  const dialogs: string[] = [];
  watchDialogs(page, dialogs);

  // A plot of this project's own (the other specs take the cheapest few and the dearest).
  const { parcelles } = await json<{ parcelles: { id: string; numeroLot: string }[] }>(
    await request.get(`${API}/parcelles?statut=DISPONIBLE&sort=prix&ordre=asc&limit=30`),
  );
  const plot = parcelles[testInfo.project.name === 'desktop' ? 20 : 22]!;
  const admin = { Authorization: `Bearer ${await token(request, ADMIN, DEMO_PASSWORD)}` };

  // Staff texts: the plot's description, address and location, and an instalment plan's name.
  await json(
    await request.patch(`${API}/parcelles/${plot.id}`, {
      headers: admin,
      data: { description: DESCRIPTION, adresse: ADDRESS, localisation: LOCATION },
    }),
  );
  const plan = await json<{ id: string }>(
    await request.post(`${API}/plans-paiement`, {
      headers: admin,
      data: { nom: `${PLAN} ${testInfo.project.name}`, partAcompte: 30, nombreMensualites: 3 },
    }),
  );

  // The buyer's texts: name, contact phone, reservation comment, payment reference and comment, a
  // proof's file name, a message in the payment's conversation.
  const email = `payloads-${Date.now()}-${testInfo.project.name}@exemple.cd`;
  await verifiedBuyer(page, request, email, NAME);
  const buyer = { Authorization: `Bearer ${await token(request, email, PASSWORD)}` };
  const reservation = await json<{ id: string }>(
    await request.post(`${API}/reservations`, {
      headers: buyer,
      data: { parcelleId: plot.id, commentaire: COMMENT, telephone: PHONE },
    }),
  );
  const paiement = await json<{ id: string }>(
    await request.post(`${API}/paiements/soumettre-preuve`, {
      headers: buyer,
      multipart: {
        reservationId: reservation.id,
        montant: '500',
        methode: 'VIREMENT_BANCAIRE',
        referencePaiement: REFERENCE,
        commentaire: PAYMENT_COMMENT,
        preuves: { name: FILE_NAME, mimeType: 'application/pdf', buffer: PDF },
      },
    }),
  );
  await json(
    await request.post(`${API}/paiements/${paiement.id}/messages`, {
      headers: buyer,
      multipart: { message: MESSAGE },
    }),
  );
  await json(
    await request.post(`${API}/paiements/${paiement.id}/messages`, {
      headers: admin,
      multipart: { message: STAFF_MESSAGE },
    }),
  );

  // The buyer's pages.
  await signIn(page, email, PASSWORD);
  await visit(page, `/parcelle/${plot.id}`, [DESCRIPTION, ADDRESS], dialogs);
  // The plot's card in the grid and the list of the map page.
  const lot = encodeURIComponent(plot.numeroLot);
  await visit(page, `/map?numeroLot=${lot}&vue=grille`, [ADDRESS, DESCRIPTION], dialogs);
  await visit(page, `/map?numeroLot=${lot}&vue=liste`, [ADDRESS], dialogs);
  await visit(page, '/map', [], dialogs);
  await visit(page, '/reservations', [plot.numeroLot], dialogs);
  await visit(page, `/paiements/${paiement.id}`, [REFERENCE, FILE_NAME, MESSAGE, STAFF_MESSAGE], dialogs);
  await visit(page, '/profile', [NAME], dialogs);
  await visit(page, '/notifications', [], dialogs);

  // The back office: every page that shows these texts, the audit trail included.
  const staff = await otherPage(browser, page);
  const staffDialogs: string[] = [];
  watchDialogs(staff, staffDialogs);
  await useSession(staff, await staffSession('ADMIN'));
  await visit(staff, '/admin', [], staffDialogs);
  await visit(staff, '/admin/reservations', [NAME], staffDialogs);
  await visit(staff, `/admin/reservations/${reservation.id}`, [NAME, PHONE, COMMENT], staffDialogs);
  await visit(staff, '/admin/paiements', [NAME], staffDialogs);
  await visit(
    staff,
    `/admin/paiements/${paiement.id}`,
    [NAME, REFERENCE, PAYMENT_COMMENT, FILE_NAME, MESSAGE, STAFF_MESSAGE],
    staffDialogs,
  );
  await visit(staff, '/admin/utilisateurs', [NAME], staffDialogs);
  const { utilisateurs } = await json<{ utilisateurs: { id: string }[] }>(
    await request.get(`${API}/utilisateurs?search=${encodeURIComponent(email)}`, { headers: admin }),
  );
  expect(utilisateurs).toHaveLength(1);
  await visit(staff, `/admin/utilisateurs/${utilisateurs[0]!.id}`, [NAME], staffDialogs);
  await visit(staff, `/admin/parcelles/${plot.id}`, [DESCRIPTION, ADDRESS, LOCATION], staffDialogs);
  await visit(staff, '/admin/plans-paiement', [PLAN], staffDialogs);
  await visit(staff, '/admin/journal', [NAME], staffDialogs);

  // The receipt of the validated payment names the buyer as typed, in the PDF's text.
  await json(
    await request.post(`${API}/paiements/${paiement.id}/valider`, {
      headers: admin,
      data: { commentaireAdmin: DECISION },
    }),
  );
  // The buyer sees the decision ('Validé'), not the staff's comment on it.
  await visit(page, '/reservations', [plot.numeroLot], dialogs);
  await visit(staff, `/admin/paiements/${paiement.id}`, [DECISION], staffDialogs);
  const receipt = await request.get(`${API}/paiements/${paiement.id}/recu`, { headers: buyer });
  expect(receipt.status()).toBe(200);
  expect(await pdfText(await receipt.body())).toContain(NAME);
  await staff.context().close();
  // The plan would otherwise be offered in the specs that run after this one.
  expect((await request.delete(`${API}/plans-paiement/${plan.id}`, { headers: admin })).ok()).toBe(true);
  expect(missing, 'payloads not shown as text').toEqual([]);
});
