/** Reservation wizard step 1 and the POST /reservations body (spec §5). */
import type { z } from 'zod';
import { COMMENT_MAX_LENGTH } from '../domain/constants';
import { formObject, maxLength, mustBeTrue, optionalText, requiredText } from '../domain/fields';
import { emailSchema, nomSchema } from './auth';

const commentaireSchema = optionalText([
  maxLength(COMMENT_MAX_LENGTH, 'Le commentaire ne peut pas dépasser 500 caractères'),
]);

export const reservationFormSchema = formObject({
  nom: nomSchema,
  email: emailSchema,
  // Prefilled from the account, whose number may predate any format rule: presence is enough.
  telephone: requiredText('Le numéro de téléphone est requis', [], { trim: true }),
  commentaire: commentaireSchema,
  accepteConditions: mustBeTrue('Vous devez accepter les conditions générales'),
});
export type ReservationFormInput = z.input<typeof reservationFormSchema>;
export type ReservationForm = z.output<typeof reservationFormSchema>;

export const createReservationSchema = formObject({
  parcelleId: requiredText("L'ID de la parcelle est requis", [], { trim: true }),
  commentaire: commentaireSchema,
});
export type CreateReservationRequest = z.output<typeof createReservationSchema>;

/** Step 1 collects contact details for the buyer's review; the API takes only the plot and the comment. */
export const toCreateReservationRequest = (
  parcelleId: string,
  { commentaire }: Pick<ReservationForm, 'commentaire'>,
): CreateReservationRequest => ({ parcelleId, commentaire });
