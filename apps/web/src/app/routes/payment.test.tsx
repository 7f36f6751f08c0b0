import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BUSINESS } from '@parcelles/shared/business';
import { paymentStateFixture } from '../../features/paiements/test/fixtures';
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
    const summary = screen.getByRole('region', { name: 'Votre réservation' });
    expect(within(summary).getByText('LOT-042')).toBeInTheDocument();
    expect(within(summary).getByText('600 m²')).toBeInTheDocument();
    expect(within(summary).getByText('12 000 $US')).toBeInTheDocument();
    expect(within(summary).getByText('RES-2b8d4c6a')).toBeInTheDocument();
    expect(within(summary).getByText('RES-7K4P2Q')).toBeInTheDocument();
    expect(screen.queryByText(/0d4c9a3e-5b7f/)).not.toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Comment payer' })).toBeInTheDocument();
    const bank = screen.getByRole('region', { name: 'Virement bancaire' });
    for (const compte of BUSINESS.comptesBancaires) {
      expect(within(bank).getByText(compte.banque)).toBeInTheDocument();
      expect(within(bank).getByText(compte.numeroCompte)).toBeInTheDocument();
    }
    expect(within(bank).getByText('RES-2b8d4c6a')).toBeInTheDocument();

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
});
