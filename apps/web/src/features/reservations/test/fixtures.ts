import type {
  MyReservations,
  Reservation,
  ReservationsResume,
} from '@parcelles/shared/contracts/reservations';

type Echeance = Reservation['echeancier'][number];

/** One line of a reservation's schedule. */
export const echeanceFixture = (
  numero: number,
  dateEcheance: string,
  montant: number,
  montantPaye: number,
  statut: Echeance['statut'],
): Echeance => ({ numero, dateEcheance, montant, montantPaye, statut });

/** A six-month plan's schedule (issue 12): the deposit paid, the first instalment overdue. */
export const lateSchedule = (): Echeance[] => [
  echeanceFixture(1, '2026-01-07', 5_400, 5_400, 'PAYEE'),
  echeanceFixture(2, '2026-01-28', 2_100, 0, 'EN_RETARD'),
  echeanceFixture(3, '2026-02-28', 2_100, 0, 'A_VENIR'),
];

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
