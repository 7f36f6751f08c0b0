// Issue 26, a payment received at the cash office or seen on a statement: an ADMIN records it from
// the reservation's page (POST /admin/paiements); it is validated at once with its receipt.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Reservation } from '@parcelles/shared/contracts/reservations';
import { lubumbashiDay } from '@parcelles/shared/domain';
import { bodyOf, fail, ok, route, stubStaffApi, type ApiRequest } from '../../../test/api';
import { FakeXhr } from '../../../test/fake-xhr';
import { testPaiement, testPaiementResume, testReservation } from '../../../test/fixtures';
import { reservationPage } from '../../../test/pages';
import { renderApp } from '../../../test/render-app';

// A recording's toast would outlive its test and meet the next one's texts.
afterEach(() => act(() => toast.remove()));
beforeEach(() => {
  FakeXhr.requests = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

const RECORDED = 'Paiement enregistré et validé : son reçu est émis.';
const today = () => lubumbashiDay(new Date());

/** A reservation on a plan: a deposit of 5 400 $US, then two instalments (18 000 $US in all). */
const onPlan = (overrides: Partial<Reservation> = {}) =>
  testReservation({
    id: 'r-3',
    plan: { id: 'plan-3', nom: 'Acompte 30 % + 2 mensualités' },
    echeancier: [
      { numero: 1, dateEcheance: today(), montant: 5_400, montantPaye: 0, statut: 'A_VENIR' },
      { numero: 2, dateEcheance: '2099-01-05', montant: 6_300, montantPaye: 0, statut: 'A_VENIR' },
      { numero: 3, dateEcheance: '2099-02-05', montant: 6_300, montantPaye: 0, statut: 'A_VENIR' },
    ],
    ...overrides,
  });

/** The reservation page of an admin; POST /admin/paiements answered by `answer`, each request kept. */
function setup(answer: (request: ApiRequest) => Response, reservation = onPlan()) {
  let current = reservation;
  const sent: { body: Record<string, unknown>; key: string | null }[] = [];
  stubStaffApi(
    'ADMIN',
    reservationPage(() => current),
    route('POST', '/admin/paiements', (request) => {
      sent.push({
        body: bodyOf(request.init),
        key: new Headers(request.init?.headers).get('Idempotency-Key'),
      });
      return answer(request);
    }),
  );
  renderApp('/admin/reservations/r-3');
  return {
    sent,
    /** What the next GET of the reservation answers (as the server sees it after the payment). */
    becomes: (next: Reservation) => {
      current = next;
    },
  };
}

async function openForm(options: Parameters<typeof userEvent.setup>[0] = {}) {
  const user = userEvent.setup(options);
  await user.click(await screen.findByRole('button', { name: 'Enregistrer un paiement' }));
  const form = screen.getByRole('form', { name: 'Enregistrer un paiement' });
  return { user, form };
}

describe('/admin/reservations/:id, recording a payment (issue 26)', () => {
  it('records a cash payment with what is due now, then shows its receipt and the refreshed reservation', async () => {
    const { sent, becomes } = setup(() => {
      becomes(
        onPlan({
          statut: 'VALIDEE',
          montantPaye: 5_400,
          montantRestant: 12_600,
          paiements: [
            testPaiementResume({
              id: 'pay-new',
              montant: 5_400,
              methode: 'ESPECES',
              referencePaiement: 'CAISSE-0042',
              recu: { numero: 123, code: 'K7QM4TZP9XRB2HWD' },
            }),
          ],
        }),
      );
      return ok(
        testPaiement({
          id: 'pay-new',
          reservationId: 'r-3',
          montant: 5_400,
          methode: 'ESPECES',
          statut: 'VALIDE',
          referencePaiement: 'CAISSE-0042',
          recu: { numero: 123, code: 'K7QM4TZP9XRB2HWD' },
        }),
        RECORDED,
        201,
      );
    });
    const { user, form } = await openForm();
    const methode = within(form).getByLabelText('Mode de paiement');
    expect(methode).toHaveFocus();
    expect(methode).toHaveValue('ESPECES');
    // The deposit is what is due now; the day is today in Lubumbashi.
    const montant = within(form).getByLabelText('Montant ($US)');
    expect(montant).toHaveValue('5400');
    expect(montant).toHaveAccessibleDescription(
      /^Dû maintenant : 5\s400\s\$US · reste à payer : 18\s000\s\$US$/,
    );
    expect(within(form).getByLabelText('Date du paiement')).toHaveValue(today());

    await user.type(within(form).getByLabelText(/^Référence/), 'CAISSE-0042');
    await user.type(within(form).getByLabelText(/^Commentaire/), 'Versé au guichet par son frère.');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer et valider' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({
      reservationId: 'r-3',
      methode: 'ESPECES',
      montant: 5_400,
      datePaiement: today(),
      referencePaiement: 'CAISSE-0042',
      commentaireAdmin: 'Versé au guichet par son frère.',
    });
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);

    expect(await screen.findByText(RECORDED)).toBeInTheDocument();
    const notice = screen.getByText('Reçu N° 000123 émis.').closest<HTMLElement>('[role="status"]')!;
    expect(notice).toHaveTextContent(/Paiement de 5\s400,00\s\$US enregistré et validé\./);
    const link = within(notice).getByRole('link', { name: 'Voir le paiement et son reçu' });
    expect(link).toHaveAttribute('href', '/admin/paiements/pay-new');
    await waitFor(() => expect(link).toHaveFocus());
    expect(screen.queryByRole('form', { name: 'Enregistrer un paiement' })).not.toBeInTheDocument();

    // The reservation as the server now has it: validated, 12 600 $US still to pay.
    await waitFor(() =>
      expect(screen.getByText('Reste à payer').nextSibling).toHaveTextContent(/^12\s600,00\s\$US$/),
    );
    expect(screen.getByRole('link', { name: /Voir le paiement de 5\s400,00\s\$US/ })).toHaveAttribute(
      'href',
      '/admin/paiements/pay-new',
    );
    // More can still be recorded.
    expect(screen.getByRole('button', { name: 'Enregistrer un paiement' })).toBeInTheDocument();
  });

  it('shows the server’s refusal of the amount at its field, and a closed cash day in an alert', async () => {
    const refusals = [
      () =>
        fail(
          400,
          'Le montant dépasse ce qui reste à payer sur cette réservation (18 000,00 $US).',
          'VALIDATION_ERROR',
          {
            montant: 'Le montant dépasse ce qui reste à payer sur cette réservation (18 000,00 $US).',
          },
        ),
      () =>
        fail(
          409,
          'La caisse du 3 mars 2026 est clôturée : aucun paiement en espèces ne peut plus y être enregistré.',
          'CONFLICT',
        ),
    ];
    let calls = 0;
    const { sent } = setup(() => refusals[calls++]!());
    const { user, form } = await openForm();
    const montant = within(form).getByLabelText('Montant ($US)');
    await user.clear(montant);
    await user.type(montant, '20000');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer et valider' }));

    await waitFor(() =>
      expect(montant).toHaveAccessibleDescription(
        'Le montant dépasse ce qui reste à payer sur cette réservation (18 000,00 $US).',
      ),
    );
    expect(montant).toHaveAttribute('aria-invalid', 'true');
    expect(montant).toHaveFocus();
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();

    await user.clear(montant);
    await user.type(montant, '1000');
    const date = within(form).getByLabelText('Date du paiement');
    await user.clear(date);
    await user.type(date, '2026-03-03');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer et valider' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Le paiement n’a pas été enregistré.');
    expect(alert).toHaveTextContent('La caisse du 3 mars 2026 est clôturée');
    expect(sent.map((s) => [s.body.montant, s.body.datePaiement])).toEqual([
      [20_000, today()],
      [1_000, '2026-03-03'],
    ]);
    // Another sending, another key.
    expect(sent[1]!.key).not.toBe(sent[0]!.key);
  });

  it('asks mobile money for its operator and transaction id before sending, then sends them', async () => {
    const { sent } = setup(() => ok(testPaiement({ id: 'pay-mm', statut: 'VALIDE' }), RECORDED, 201));
    const { user, form } = await openForm();
    await user.selectOptions(within(form).getByLabelText('Mode de paiement'), 'MOBILE_MONEY');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer et valider' }));
    expect(within(form).getByLabelText('Opérateur')).toHaveAccessibleDescription(
      "L'opérateur mobile money est requis",
    );
    expect(within(form).getByLabelText('Numéro de transaction')).toHaveAccessibleDescription(
      'Le numéro de transaction est requis',
    );
    expect(sent).toEqual([]);

    await user.selectOptions(within(form).getByLabelText('Opérateur'), 'MPESA');
    await user.type(within(form).getByLabelText('Numéro de transaction'), 'MP240303.1542.A12345');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer et valider' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({
      methode: 'MOBILE_MONEY',
      operateur: 'MPESA',
      referencePaiement: 'MP240303.1542.A12345',
    });
  });

  it('sends a scan of the slip as multipart, with the fields', async () => {
    setup(() => ok(undefined));
    const { user, form } = await openForm();
    const scan = new File(['%PDF-1.4 bordereau'], 'bordereau.pdf', { type: 'application/pdf' });
    await user.upload(within(form).getByLabelText(/^Scan du justificatif/), scan);
    expect(within(form).getByText('Fichier choisi : bordereau.pdf')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Enregistrer et valider' }));

    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    const [request] = FakeXhr.requests;
    expect(request!.url).toBe('/api/v1/admin/paiements');
    expect(request!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    const body = request!.body!;
    expect(Object.fromEntries([...body.entries()].filter(([name]) => name !== 'preuves'))).toEqual({
      reservationId: 'r-3',
      methode: 'ESPECES',
      montant: '5400',
      datePaiement: today(),
    });
    expect((body.get('preuves') as File).name).toBe('bordereau.pdf');
    expect(screen.getByRole('progressbar', { name: 'Envoi du scan' })).toBeInTheDocument();

    request!.respond(201, {
      success: true,
      data: testPaiement({ id: 'pay-scan', statut: 'VALIDE', recu: { numero: 124, code: 'X' } }),
      message: RECORDED,
    });
    expect(await screen.findByText('Reçu N° 000124 émis.')).toBeInTheDocument();
  });

  it('refuses a scan that is not a JPEG, PNG or PDF at its field', async () => {
    setup(() => ok(undefined));
    // The browser's picker offers any file when asked to.
    const { user, form } = await openForm({ applyAccept: false });
    const input = within(form).getByLabelText(/^Scan du justificatif/);
    await user.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(input).toHaveAccessibleDescription(
      "Le fichier notes.txt n'est pas un format valide (JPEG, PNG ou PDF)",
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('closes with Escape or Annuler, giving the focus back to the button', async () => {
    setup(() => ok(undefined));
    const { user } = await openForm();
    const opener = screen.getByRole('button', { name: 'Enregistrer un paiement' });
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form', { name: 'Enregistrer un paiement' })).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(opener).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{Enter}');
    const form = screen.getByRole('form', { name: 'Enregistrer un paiement' });
    await user.click(within(form).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('form', { name: 'Enregistrer un paiement' })).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('is not offered on a reservation that takes no more payment', async () => {
    stubStaffApi('ADMIN', reservationPage(onPlan({ statut: 'ANNULEE' })));
    renderApp('/admin/reservations/r-3');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Réservation RES-7K4P2Q' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enregistrer un paiement' })).not.toBeInTheDocument();
  });

  it('is not offered to an agent', async () => {
    stubStaffApi('AGENT', reservationPage(onPlan()));
    renderApp('/admin/reservations/r-3');
    expect(await screen.findByText(/Consultation seule/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enregistrer un paiement' })).not.toBeInTheDocument();
  });
});
