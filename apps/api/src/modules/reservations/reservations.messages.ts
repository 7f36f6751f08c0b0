// The answers and refusals of the reservation rules, word for word what the buyer reads.
import { MAX_PENDING_RESERVATIONS } from '@parcelles/shared/domain';
import { AppError, MESSAGES } from '@parcelles/shared/errors';

export const RESERVATION_MESSAGES = {
  created: 'Réservation enregistrée avec succès',
  notAvailable: MESSAGES.plotNotAvailable,
  tooMany: `Vous avez déjà ${MAX_PENDING_RESERVATIONS} réservations en attente. Finalisez ou annulez-en une avant d'en créer une nouvelle.`,
  notCancellable: 'Seule une réservation en attente, sans paiement validé, peut être annulée.',
  cancelled: 'Réservation annulée',
  notPending: "Cette réservation n'est plus en attente.",
  validated: 'Réservation validée',
  rejected: 'Réservation rejetée',
  extended: 'Réservation prolongée',
} as const;

export const conflict = (message: string, code: 'CONFLICT' | 'PLOT_NOT_AVAILABLE' = 'CONFLICT') =>
  new AppError(code, { status: 409, message });
