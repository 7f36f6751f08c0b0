/**
 * Query keys of the buyer's reservations. Every key starts with 'reservations', so a change (a
 * new hold, a cancellation, a payment) refreshes them all with one invalidation.
 */
export const reservationKeys = {
  all: ['reservations'] as const,
  my: (query: object) => ['reservations', 'my', query] as const,
  // Outside 'reservations': a hold just made must not turn the wizard's success into 'non disponible'.
  availability: (parcelleId: string) => ['reservation-availability', parcelleId] as const,
};
