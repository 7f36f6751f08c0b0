import type {
  MyReservations,
  Reservation,
  ReservationsResume,
} from '@parcelles/shared/contracts/reservations';

type PaiementResume = Reservation['paiements'][number];

export function paiementFixture(overrides: Partial<PaiementResume> = {}): PaiementResume {
  return {
    id: 'pay-1',
    montant: 5_000,
    methode: 'VIREMENT_BANCAIRE',
    statut: 'VALIDE',
    datePaiement: '2026-03-03T10:00:00.000Z',
    referencePaiement: 'VIR-001',
    commentaireAdmin: null,
    recu: null,
    ...overrides,
  };
}

/** A reservation as GET /reservations/my lists it; pending, held for a week from now. */
export function reservationFixture(overrides: Partial<Reservation> = {}): Reservation {
  const now = Date.now();
  return {
    id: 'r-0000-1111-2222-abcdef12',
    reference: 'RES-7K4P2Q',
    statut: 'EN_ATTENTE',
    parcelleId: 'p-42',
    parcelle: {
      id: 'p-42',
      numeroLot: 'LOT-042',
      adresse: 'Avenue Sakania n°12, Lubumbashi',
      surface: 600,
      prix: 18_000,
      statut: 'RESERVEE',
      categorie: 'MALAIKA_2A',
      description: 'Parcelle plate.',
      images: ['/media/a.webp'],
      photos: [{ id: 'img-a', url: '/media/a.webp', srcset: '/media/a.webp', original: '/media/a.webp' }],
    },
    dateReservation: new Date(now - 60_000).toISOString(),
    dateExpiration: new Date(now + 7 * 24 * 3600_000).toISOString(),
    commentaire: null,
    commentaireAdmin: null,
    montantTotal: 18_000,
    montantPaye: 0,
    montantRestant: 18_000,
    paiements: [],
    acheteur: { id: 'u-1', nom: 'Awa Mbuyi', email: 'awa.mbuyi@exemple.cd', telephone: '+243812345678' },
    contact: { nom: 'Awa Mbuyi', email: 'awa.mbuyi@exemple.cd', telephone: '+243812345678' },
    plan: { id: 'plan-comptant', nom: 'Comptant' },
    echeancier: [
      {
        numero: 1,
        dateEcheance: new Date(now + 7 * 24 * 3600_000).toISOString().slice(0, 10),
        montant: 18_000,
        montantPaye: 0,
        statut: 'A_VENIR',
      },
    ],
    enRetard: false,
    ...overrides,
  };
}

export function myReservationsFixture(
  reservations: Reservation[],
  resume: Partial<ReservationsResume> = {},
  pagination: Partial<MyReservations['pagination']> = {},
): MyReservations {
  return {
    reservations,
    pagination: { page: 1, limit: 10, total: reservations.length, pages: 1, ...pagination },
    resume: {
      total: reservations.length,
      enAttente: 0,
      validees: 0,
      totalPaye: 0,
      reservees: 0,
      vendues: 0,
      ...resume,
    },
  };
}
