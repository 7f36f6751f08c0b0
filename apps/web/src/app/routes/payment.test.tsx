import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BUSINESS } from '@parcelles/shared/business';
import { paymentStateFixture } from '../../features/paiements/test/fixtures';
import { expectFixtureSummary } from '../../features/paiements/test/summary';
import { echeanceFixture } from '../../features/reservations/test/fixtures';
import { renderPaymentRoute } from '../../test/render-payment-route';
import { PaymentRoute } from './payment';
import { SubmitProofRoute } from './submit-proof';

const routes = [
  { path: '/payment', Component: PaymentRoute },
  { path: '/payment/submit-proof', Component: SubmitProofRoute },
];

describe('payment instructions', () => {
  it('sends a visitor who arrives without a reservation back to /reservations', async () => {
    renderPaymentRoute(routes, '/payment', null);
    expect(await screen.findByRole('heading', { name: 'Mes réservations' })).toBeInTheDocument();
  });

  it('also refuses a state that is not a reservation and its plot', async () => {
    renderPaymentRoute(routes, '/payment', { reservation: { id: 'r-1' } });
    expect(await screen.findByRole('heading', { name: 'Mes réservations' })).toBeInTheDocument();
  });

  it('shows the reservation, the procedure, both methods with their details and the security note', async () => {
    renderPaymentRoute(routes, '/payment', paymentStateFixture());

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Instructions de paiement' }),
    ).toBeInTheDocument();
    expectFixtureSummary();
    expect(screen.queryByText(/0d4c9a3e-5b7f/)).not.toBeInTheDocument();
    expect(screen.getByText(/en espèces à notre bureau ou par mobile money/)).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Comment payer' })).toBeInTheDocument();
    const bank = screen.getByRole('region', { name: 'Virement bancaire' });
    for (const compte of BUSINESS.comptesBancaires) {
      expect(within(bank).getByText(compte.banque)).toBeInTheDocument();
      expect(within(bank).getByText(compte.numeroCompte)).toBeInTheDocument();
    }
    expect(within(bank).getByText('RES-7K4P2Q')).toBeInTheDocument();

    const cash = screen.getByRole('region', { name: 'Espèces' });
    expect(within(cash).getByText(BUSINESS.bureauEncaissement)).toBeInTheDocument();
    expect(within(cash).getByText('Lundi - Vendredi : 8h - 17h')).toBeInTheDocument();
    expect(within(cash).getByText('Samedi : 9h - 13h')).toBeInTheDocument();
    for (const phone of BUSINESS.telephones) {
      expect(within(cash).getByRole('link', { name: phone })).toHaveAttribute(
        'href',
        `tel:${phone.replace(/\s/g, '')}`,
      );
    }
    expect(within(cash).getByText(/pièce d’identité et de votre numéro de réservation/)).toHaveTextContent(
      /numéro de réservation : RES-7K4P2Q$/,
    );

    // Issue 12: the mobile money merchant numbers beside the bank details.
    const mobile = screen.getByRole('region', { name: 'Mobile money' });
    for (const [nom, compte] of [
      ['M-Pesa', BUSINESS.comptesMobileMoney[0]!],
      ['Orange Money', BUSINESS.comptesMobileMoney[1]!],
      ['Airtel Money', BUSINESS.comptesMobileMoney[2]!],
    ] as const) {
      expect(within(mobile).getByText(nom)).toBeInTheDocument();
      expect(within(mobile).getByText(compte.numeroMarchand)).toBeInTheDocument();
    }

    expect(screen.getByRole('heading', { name: 'Sécurité de vos paiements' })).toBeInTheDocument();
  });

  it('carries the reservation and the plot to the proof form', async () => {
    const user = userEvent.setup();
    renderPaymentRoute(routes, '/payment', paymentStateFixture());

    await user.click(await screen.findByRole('link', { name: 'Soumettre une preuve de paiement' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Soumettre une preuve de paiement' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Votre réservation' })).getByText('LOT-042'),
    ).toBeInTheDocument();
    // The form's fields come in a chunk of their own (proof-form.tsx), loaded beside the screen.
    expect(await screen.findByRole('button', { name: 'Soumettre la preuve' })).toBeInTheDocument();
  });

  it('on a plan, says what is due now, by when and what is late, and suggests it as the amount (issue 25)', async () => {
    const user = userEvent.setup();
    // '30 % puis 6 mensualités' on 44 000 $US, nothing paid yet: the deposit by 5 December.
    const deposit = paymentStateFixture({
      montantTotal: 44_000,
      montantPaye: 0,
      montantRestant: 44_000,
      plan: { id: 'plan-30', nom: '30 % puis 6 mensualités' },
      echeancier: [
        echeanceFixture(1, '2026-12-05', 13_200, 0, 'A_VENIR'),
        ...[2, 3, 4, 5, 6, 7].map((n) =>
          echeanceFixture(n, `2027-0${n - 1}-05`, n === 2 ? 5_133.35 : 5_133.33, 0, 'A_VENIR'),
        ),
      ],
    });
    renderPaymentRoute(routes, '/payment', deposit);
    const summary = await screen.findByRole('region', { name: 'Votre réservation' });
    expect(within(summary).getByText('À payer maintenant').nextElementSibling).toHaveTextContent(
      /^13\s200\s\$US$/,
    );
    expect(summary).toHaveTextContent('Acompte, avant le 5 décembre 2026');
    expect(summary).not.toHaveTextContent('en retard');
    expect(within(summary).getByText('Reste ensuite').nextElementSibling).toHaveTextContent(
      /^30\s800\s\$US$/,
    );

    await user.click(screen.getByRole('link', { name: 'Soumettre une preuve de paiement' }));
    const amount = await screen.findByLabelText('Montant payé (USD)');
    expect(amount).toHaveValue('13200');
    expect(
      screen.getByText(/À payer maintenant : 13\s200\s\$US · reste à payer : 44\s000\s\$US/),
    ).toBeInTheDocument();
  });

  it('adds what is late to the next instalment', async () => {
    renderPaymentRoute(
      routes,
      '/payment',
      paymentStateFixture({
        statut: 'VALIDEE',
        montantTotal: 44_000,
        montantPaye: 14_200,
        montantRestant: 29_800,
        echeancier: [
          echeanceFixture(1, '2026-12-05', 13_200, 13_200, 'PAYEE'),
          echeanceFixture(2, '2027-01-05', 5_133.35, 1_000, 'EN_RETARD'),
          echeanceFixture(3, '2027-02-05', 5_133.33, 0, 'A_VENIR'),
          ...[4, 5, 6, 7].map((n) => echeanceFixture(n, `2027-0${n - 1}-05`, 5_133.33, 0, 'A_VENIR')),
        ],
      }),
    );
    const summary = await screen.findByRole('region', { name: 'Votre réservation' });
    expect(within(summary).getByText('À payer maintenant').nextElementSibling).toHaveTextContent(
      /^9\s266,68\s\$US$/,
    );
    expect(summary).toHaveTextContent('Mensualité 2, avant le 5 février 2027');
    expect(summary).toHaveTextContent(/dont 4\s133,35\s\$US en retard/);
  });
});
