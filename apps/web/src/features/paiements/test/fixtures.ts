import type { Reservation } from '@parcelles/shared/contracts/reservations';
import type { PaymentState } from '../lib/payment-state';

/** A pending reservation as GET /reservations/my returns it; override what the test is about. */
export function reservationFixture(overrides: Partial<Reservation> = {}): Reservation {
  return {
    id: '0d4c9a3e-5b7f-4e21-9c1a-7f3e2b8d4c6a',
    reference: 'RES-7K4P2Q',
    statut: 'EN_ATTENTE',
    parcelleId: 'p-42',
    parcelle: {
      id: 'p-42',
      numeroLot: 'LOT-042',
      adresse: 'Avenue Sakania n°12, Quartier Malaika 2A, Lubumbashi',
      surface: 600,
      prix: 18_000,
      statut: 'RESERVEE',
      categorie: 'MALAIKA_2A',
      description: 'Parcelle plate de 20 m × 30 m.',
      images: ['/media/a.webp'],
      photos: [{ id: 'img-a', url: '/media/a.webp', srcset: '/media/a.webp', original: '/media/a.webp' }],
    },
    dateReservation: '2026-03-01T09:00:00.000Z',
    dateExpiration: '2026-03-08T09:00:00.000Z',
    commentaire: null,
    commentaireAdmin: null,
    montantTotal: 18_000,
    montantPaye: 6_000,
    montantRestant: 12_000,
    paiements: [],
    acheteur: { id: 'u-1', nom: 'Awa Mbuyi', email: 'awa.mbuyi@exemple.cd', telephone: null },
    contact: { nom: 'Awa Mbuyi', email: 'awa.mbuyi@exemple.cd', telephone: null },
    plan: { id: 'plan-comptant', nom: 'Comptant' },
    echeancier: [
      { numero: 1, dateEcheance: '2026-03-08', montant: 18_000, montantPaye: 6000, statut: 'PARTIELLE' },
    ],
    enRetard: false,
    ...overrides,
  };
}

/** What 'Payer' on /reservations passes along. */
export function paymentStateFixture(overrides: Partial<Reservation> = {}): PaymentState {
  const reservation = reservationFixture(overrides);
  return { reservation, parcelle: reservation.parcelle };
}
