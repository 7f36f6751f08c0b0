import type { Reservation } from '@parcelles/shared/contracts/reservations';
import { testReservation } from '../../../test/fixtures';
import type { PaymentState } from '../lib/payment-state';

/** A pending reservation as GET /reservations/my returns it, a third paid; override what the test is about. */
export function reservationFixture(overrides: Partial<Reservation> = {}): Reservation {
  const base = testReservation();
  return testReservation({
    id: '0d4c9a3e-5b7f-4e21-9c1a-7f3e2b8d4c6a',
    parcelle: {
      ...base.parcelle,
      adresse: 'Avenue Sakania n°12, Quartier Malaika 2A, Lubumbashi',
      description: 'Parcelle plate de 20 m × 30 m.',
    },
    dateReservation: '2026-03-01T09:00:00.000Z',
    dateExpiration: '2026-03-08T09:00:00.000Z',
    montantPaye: 6_000,
    montantRestant: 12_000,
    acheteur: { ...base.acheteur, telephone: null },
    contact: { ...base.contact, telephone: null },
    echeancier: [
      { numero: 1, dateEcheance: '2026-03-08', montant: 18_000, montantPaye: 6000, statut: 'PARTIELLE' },
    ],
    ...overrides,
  });
}

/** What 'Payer' on /reservations passes along. */
export function paymentStateFixture(overrides: Partial<Reservation> = {}): PaymentState {
  const reservation = reservationFixture(overrides);
  return { reservation, parcelle: reservation.parcelle };
}
