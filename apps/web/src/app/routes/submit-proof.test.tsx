import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUSINESS } from '@parcelles/shared/business';
import { FakeXhr, loseAnswerAndRetry } from '../../test/fake-xhr';
import { paymentStateFixture } from '../../features/paiements/test/fixtures';
import { expectFixtureSummary } from '../../features/paiements/test/summary';
import { renderPaymentRoute } from '../../test/render-payment-route';
import { storeTestSession } from '../../test/session';
import { SubmitProofRoute } from './submit-proof';
import { queryKeys } from '../../lib/query-keys';

const routes = [{ path: '/payment/submit-proof', Component: SubmitProofRoute }];
const MB = 1024 * 1024;

function file(name: string, type: string, size?: number): File {
  const created = new File(['%PDF-1.4 preuve'], name, { type });
  if (size !== undefined) Object.defineProperty(created, 'size', { value: size });
  return created;
}

// jsdom has no object URLs; the thumbnails' are recorded so their release can be checked.
const createObjectURL = vi.fn((blob: Blob) => `blob:preuve/${(blob as File).name}`);
const revokeObjectURL = vi.fn();

beforeEach(() => {
  FakeXhr.requests = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});
afterEach(() => {
  act(() => toast.remove());
  vi.unstubAllGlobals();
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
});

async function openForm() {
  const view = renderPaymentRoute(routes, '/payment/submit-proof', paymentStateFixture());
  await screen.findByRole('heading', { level: 1, name: 'Soumettre une preuve de paiement' });
  // The form shows once its rules have loaded.
  await screen.findByRole('button', { name: 'Soumettre la preuve' });
  // Files the `accept` attribute would filter out must still reach the form's own checks.
  const user = userEvent.setup({ applyAccept: false });
  const submit = () => user.click(screen.getByRole('button', { name: 'Soumettre la preuve' }));
  const filesInput = () => screen.getByLabelText('Preuves de paiement');
  return { ...view, user, submit, filesInput };
}

/** Types an amount in place of the one suggested. */
async function typeAmount(user: ReturnType<typeof userEvent.setup>, value: string) {
  await user.clear(screen.getByLabelText('Montant payé (USD)'));
  await user.type(screen.getByLabelText('Montant payé (USD)'), value);
}

describe('submit proof', () => {
  it('returns to /reservations without a reservation passed along', async () => {
    renderPaymentRoute(routes, '/payment/submit-proof', undefined);
    expect(await screen.findByRole('heading', { name: 'Mes réservations' })).toBeInTheDocument();
  });

  it('shows the summary and the panel of the chosen method', async () => {
    const { user } = await openForm();

    const summary = expectFixtureSummary();
    // The reservation number is its short reference (DESIGN.md §4), never the 36-character id.
    expect(within(summary).getByText('Réservation n°', { exact: false })).toHaveTextContent(
      'Réservation n° RES-7K4P2Q',
    );
    expect(screen.queryByText(/0d4c9a3e-5b7f/)).not.toBeInTheDocument();

    expect(screen.getByRole('radio', { name: 'Virement bancaire' })).toBeChecked();
    const bank = screen.getByRole('region', { name: 'Virement bancaire' });
    expect(within(bank).getByText(BUSINESS.comptesBancaires[0]!.numeroCompte)).toBeInTheDocument();
    expect(within(bank).getByText(BUSINESS.comptesBancaires[1]!.numeroCompte)).toBeInTheDocument();
    expect(within(bank).getByText('RES-7K4P2Q')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Espèces' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Espèces' }));
    const cash = screen.getByRole('region', { name: 'Espèces' });
    expect(within(cash).getByText(BUSINESS.bureauEncaissement)).toBeInTheDocument();
    expect(within(cash).getByText('Lundi - Vendredi : 8h - 17h')).toBeInTheDocument();
    expect(within(cash).getByText('Samedi : 9h - 13h')).toBeInTheDocument();
    expect(within(cash).getByRole('link', { name: BUSINESS.telephones[1] })).toBeInTheDocument();
    expect(within(cash).getByText(/numéro de réservation/)).toHaveTextContent(
      /numéro de réservation : RES-7K4P2Q$/,
    );
    expect(screen.queryByRole('region', { name: 'Virement bancaire' })).not.toBeInTheDocument();
  });

  it('gives every message of the proof form and sends nothing until it is right', async () => {
    const { user, submit } = await openForm();
    const amount = screen.getByLabelText('Montant payé (USD)');
    // The amount due now is suggested (issue 25); cleared, the field says it is required.
    expect(amount).toHaveValue('12000');
    await user.clear(amount);

    await submit();
    expect(screen.getByText('Le montant payé est requis')).toBeInTheDocument();
    expect(screen.getByText('Veuillez ajouter au moins une preuve de paiement')).toBeInTheDocument();
    expect(amount).toHaveFocus();
    expect(amount).toHaveAttribute('aria-invalid', 'true');

    await user.type(amount, '0');
    expect(screen.getByText('Le montant doit être supérieur à 0')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '12abc');
    expect(screen.getByText('Veuillez entrer un montant valide')).toBeInTheDocument();
    // Twice the reservation total (18 000 $) is the limit of a believable amount.
    await user.clear(amount);
    await user.type(amount, '36000,01');
    expect(screen.getByText('Le montant semble incorrect. Veuillez vérifier.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '36 000');
    expect(screen.queryByText('Le montant semble incorrect. Veuillez vérifier.')).not.toBeInTheDocument();

    await user.click(screen.getByLabelText(/^Commentaire/));
    await user.paste('a'.repeat(501));
    expect(screen.getByText('Maximum 500 caractères')).toBeInTheDocument();

    expect(FakeXhr.requests).toHaveLength(0);
  });

  it('takes the focus to the files when the fields are right but no file was chosen', async () => {
    const { user, submit, filesInput } = await openForm();
    await typeAmount(user, '500');
    await submit();

    expect(await screen.findByText('Veuillez ajouter au moins une preuve de paiement')).toBeInTheDocument();
    expect(filesInput()).toHaveFocus();
    expect(FakeXhr.requests).toHaveLength(0);
  });

  it('previews images and PDFs, removes them, and applies the file limits', async () => {
    const { user, filesInput, unmount } = await openForm();

    await user.upload(filesInput(), [
      file('recu.png', 'image/png'),
      file('bordereau.pdf', 'application/pdf'),
    ]);
    const list = screen.getByRole('list', { name: 'Fichiers choisis' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list.querySelector('img')).toHaveAttribute('src', 'blob:preuve/recu.png');
    expect(within(list).getByRole('img', { name: 'Document PDF' })).toBeInTheDocument();
    expect(screen.getByText('2 / 5 fichiers')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retirer recu.png' }));
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preuve/recu.png');
    expect(screen.queryByText('recu.png')).not.toBeInTheDocument();

    await user.upload(filesInput(), [
      file('gros.pdf', 'application/pdf', 11 * MB),
      file('virus.exe', 'application/x-msdownload'),
    ]);
    expect(screen.getByText('Le fichier gros.pdf dépasse 10MB')).toBeInTheDocument();
    expect(
      screen.getByText("Le fichier virus.exe n'est pas un format valide (JPEG, PNG ou PDF)"),
    ).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);

    // One already chosen: five more would make six.
    await user.upload(
      filesInput(),
      Array.from({ length: 5 }, (_, index) => file(`photo-${index}.jpg`, 'image/jpeg')),
    );
    expect(screen.getByText('Maximum 5 fichiers autorisés')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);

    await user.upload(
      filesInput(),
      Array.from({ length: 4 }, (_, index) => file(`photo-${index}.jpg`, 'image/jpeg')),
    );
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(filesInput()).toBeDisabled();

    unmount();
    // Every thumbnail still shown is released with the form.
    for (let index = 0; index < 4; index += 1) {
      expect(revokeObjectURL).toHaveBeenCalledWith(`blob:preuve/photo-${index}.jpg`);
    }
  });

  it('sends the fields and files as multipart, shows the progress, then returns to the reservations', async () => {
    storeTestSession();
    const { user, submit, filesInput, router, queryClient } = await openForm();
    queryClient.setQueryData(queryKeys.reservations.all, { reservations: [] });
    queryClient.setQueryData(queryKeys.notifications.all, 0);

    await user.click(screen.getByRole('radio', { name: 'Espèces' }));
    await typeAmount(user, '5 000,50');
    await user.type(screen.getByLabelText(/^Référence du paiement/), 'REC-2026-118');
    await user.type(screen.getByLabelText(/^Commentaire/), 'Payé au guichet 2');
    const proofs = [file('recu.png', 'image/png'), file('bordereau.pdf', 'application/pdf')];
    await user.upload(filesInput(), proofs);
    await submit();

    const [request] = FakeXhr.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/v1/paiements/soumettre-preuve');
    expect(request?.headers.Authorization).toMatch(/^Bearer /);
    const body = request!.body!;
    expect(body.get('reservationId')).toBe('0d4c9a3e-5b7f-4e21-9c1a-7f3e2b8d4c6a');
    expect(body.get('montant')).toBe('5000.5');
    expect(body.get('methode')).toBe('ESPECES');
    expect(body.get('referencePaiement')).toBe('REC-2026-118');
    expect(body.get('commentaire')).toBe('Payé au guichet 2');
    expect(body.getAll('preuves').map((part) => (part as File).name)).toEqual(['recu.png', 'bordereau.pdf']);

    expect(screen.getByRole('button', { name: 'Envoi en cours...' })).toBeDisabled();
    request!.progress(40, 100);
    expect(screen.getByRole('progressbar', { name: 'Envoi de la preuve' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );

    request!.respond(201, {
      success: true,
      data: { id: 'pay-1' },
      message: 'Preuve de paiement soumise avec succès',
    });
    expect(await screen.findByText('Preuve de paiement soumise avec succès')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Mes réservations' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reservations');
    expect(queryClient.getQueryState(queryKeys.reservations.all)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.notifications.all)?.isInvalidated).toBe(true);
  });

  it('after a dropped connection, sends the same files again on “Réessayer l’envoi” without choosing them', async () => {
    storeTestSession();
    const { user, submit, filesInput } = await openForm();
    await typeAmount(user, '100');
    await user.upload(filesInput(), [
      file('recu.jpg', 'image/jpeg'),
      file('bordereau.pdf', 'application/pdf'),
    ]);
    await submit();
    act(() => FakeXhr.requests[0]!.fail());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'L’envoi a échoué : la connexion a été interrompue. Vos fichiers sont conservés, réessayez.',
    );
    const chosen = screen.getByRole('list', { name: 'Fichiers choisis' });
    expect(within(chosen).getByText('recu.jpg')).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Réessayer l’envoi' }));
    expect(FakeXhr.requests).toHaveLength(2);
    const names = (request: FakeXhr) => request.body!.getAll('preuves').map((part) => (part as File).name);
    expect(names(FakeXhr.requests[1]!)).toEqual(['recu.jpg', 'bordereau.pdf']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends a retry after a lost answer with the same Idempotency-Key, and a changed proof with a new one', async () => {
    storeTestSession();
    const { user, submit, filesInput } = await openForm();
    await typeAmount(user, '100');
    await user.upload(filesInput(), [file('recu.jpg', 'image/jpeg')]);
    await submit();
    expect(FakeXhr.key(0)).toMatch(/^[\w-]{8,100}$/);

    // The upload may have reached the server: the answer is what was lost.
    await loseAnswerAndRetry(user);
    expect(FakeXhr.requests).toHaveLength(2);
    expect(FakeXhr.key(1)).toBe(FakeXhr.key(0));
    await loseAnswerAndRetry(user, (request) => request.timeOut());
    expect(FakeXhr.key(2)).toBe(FakeXhr.key(0));

    // Another amount is another sending.
    act(() => FakeXhr.requests[2]!.fail());
    await screen.findByRole('alert');
    await user.clear(screen.getByLabelText('Montant payé (USD)'));
    await typeAmount(user, '150');
    await submit();
    expect(FakeXhr.requests).toHaveLength(4);
    expect(FakeXhr.key(3)).toMatch(/^[\w-]{8,100}$/);
    expect(FakeXhr.key(3)).not.toBe(FakeXhr.key(0));

    // So is one more file.
    act(() => FakeXhr.requests[3]!.fail());
    await screen.findByRole('alert');
    await user.upload(filesInput(), [file('bordereau.pdf', 'application/pdf')]);
    await submit();
    expect(FakeXhr.requests).toHaveLength(5);
    expect([FakeXhr.key(0), FakeXhr.key(3)]).not.toContain(FakeXhr.key(4));
  });

  it('offers mobile money: the operator select, its merchant number and the transaction id, all required', async () => {
    const { user, submit, filesInput } = await openForm();
    await user.click(screen.getByRole('radio', { name: 'Mobile money' }));
    const panel = screen.getByRole('region', { name: 'Mobile money' });
    for (const compte of BUSINESS.comptesMobileMoney) {
      expect(within(panel).getByText(compte.numeroMarchand)).toBeInTheDocument();
    }
    expect(screen.queryByRole('region', { name: 'Virement bancaire' })).not.toBeInTheDocument();

    await typeAmount(user, '250');
    await user.upload(filesInput(), [file('capture.png', 'image/png')]);
    await submit();
    expect(await screen.findByText("L'opérateur mobile money est requis")).toBeInTheDocument();
    expect(screen.getByText('Le numéro de transaction est requis')).toBeInTheDocument();
    expect(FakeXhr.requests).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Opérateur mobile money'), 'Orange Money');
    const orange = BUSINESS.comptesMobileMoney.find((c) => c.operateur === 'ORANGE_MONEY')!;
    const chosen = screen.getByRole('region', { name: 'Mobile money' });
    expect(within(chosen).getByText(orange.numeroMarchand)).toBeInTheDocument();
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(1);
    await user.type(screen.getByLabelText('Numéro de transaction'), 'OM2611.A1B2');
    await submit();

    const body = FakeXhr.requests[0]!.body!;
    expect(body.get('methode')).toBe('MOBILE_MONEY');
    expect(body.get('operateur')).toBe('ORANGE_MONEY');
    expect(body.get('referencePaiement')).toBe('OM2611.A1B2');
  });

  it('shows a mobile money transaction id already declared (409) on its field, not in a toast', async () => {
    const { user, submit, filesInput } = await openForm();
    await user.click(screen.getByRole('radio', { name: 'Mobile money' }));
    await user.selectOptions(screen.getByLabelText('Opérateur mobile money'), 'M-Pesa');
    await user.type(screen.getByLabelText('Numéro de transaction'), 'MP2611A1B2');
    await typeAmount(user, '250');
    await user.upload(filesInput(), [file('capture.png', 'image/png')]);
    await submit();

    const message = 'Cette transaction M-Pesa a déjà été déclarée pour un autre paiement.';
    FakeXhr.requests[0]!.respond(409, {
      success: false,
      code: 'CONFLICT',
      message,
      errors: { referencePaiement: message },
    });
    const field = screen.getByLabelText('Numéro de transaction');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    // The field is marked, then focused once the form has re-rendered.
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(field).toHaveValue('MP2611A1B2');
  });

  it('sends no optional field left blank', async () => {
    const { user, submit, filesInput } = await openForm();
    await typeAmount(user, '100');
    await user.upload(filesInput(), [file('recu.jpg', 'image/jpeg')]);
    await submit();

    const body = FakeXhr.requests[0]!.body!;
    expect(body.get('methode')).toBe('VIREMENT_BANCAIRE');
    expect(body.has('referencePaiement')).toBe(false);
    expect(body.has('commentaire')).toBe(false);
  });

  it.each([
    [
      'the server message',
      (xhr: FakeXhr) =>
        xhr.respond(415, {
          success: false,
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: "Le fichier recu.jpg n'est pas un format valide (JPEG, PNG ou PDF)",
        }),
      "Le fichier recu.jpg n'est pas un format valide (JPEG, PNG ou PDF)",
    ],
    [
      'the full review queue (409, ADR 019)',
      (xhr: FakeXhr) =>
        xhr.respond(409, {
          success: false,
          code: 'CONFLICT',
          message:
            'Vous avez déjà 3 preuves de paiement en attente de vérification pour cette réservation. Attendez leur examen avant d’en envoyer une autre.',
        }),
      'Vous avez déjà 3 preuves de paiement en attente de vérification pour cette réservation. Attendez leur examen avant d’en envoyer une autre.',
    ],
    [
      'the rate limit (429, ADR 019)',
      (xhr: FakeXhr) =>
        xhr.respond(429, {
          success: false,
          code: 'RATE_LIMITED',
          message: 'Trop de requêtes. Veuillez patienter avant de réessayer.',
        }),
      'Trop de requêtes. Veuillez patienter avant de réessayer.',
    ],
    [
      'a server fault, files kept (ADR 026)',
      (xhr: FakeXhr) => xhr.respond(502, '<html>Bad gateway</html>'),
      'L’envoi a échoué : le serveur a rencontré un problème. Vos fichiers sont conservés, réessayez.',
    ],
    [
      'a dropped connection, files kept (ADR 026)',
      (xhr: FakeXhr) => xhr.fail(),
      'L’envoi a échoué : la connexion a été interrompue. Vos fichiers sont conservés, réessayez.',
    ],
  ])('on failure shows %s and keeps the form', async (_case, answer, message) => {
    const { user, submit, filesInput } = await openForm();
    await typeAmount(user, '100');
    await user.upload(filesInput(), [file('recu.jpg', 'image/jpeg')]);
    await submit();

    answer(FakeXhr.requests[0]!);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Soumettre la preuve' })).toBeEnabled();
    expect(screen.getByLabelText('Montant payé (USD)')).toHaveValue('100');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
