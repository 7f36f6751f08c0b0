// The answers and refusals of the payment rules, word for word what the buyer or staff read.
import { AppError } from '@parcelles/shared/errors';

export const PAIEMENT_MESSAGES = {
  submitted: 'Preuve de paiement soumise avec succès',
  proofsDeleted: 'Preuves supprimées',
  validated: 'Paiement validé',
  rejected: 'Paiement rejeté',
  amountNotPositive: 'Le montant doit être positif',
  reservationCancelled: 'Cette réservation a été annulée : elle n’accepte plus de paiement.',
  reservationExpired: 'Cette réservation a expiré : elle n’accepte plus de paiement.',
  alreadyPaid: 'Cette réservation est déjà entièrement payée.',
  notResubmittable: 'Seul un paiement rejeté ou en attente de preuve peut recevoir de nouvelles preuves.',
  proofsNotDeletable: 'Les preuves ne peuvent être supprimées que d’un paiement soumis ou rejeté.',
  notValidatable: 'Seul un paiement soumis peut être validé.',
  notRejectable: 'Seul un paiement soumis peut être rejeté.',
  reservationInactive: 'La réservation de ce paiement n’est plus active : il ne peut pas être validé.',
} as const;

export const conflict = (message: string) => new AppError('CONFLICT', { status: 409, message });
