/**
 * The conversation on a payment (issue 12, ADR 016): staff ask for more ('Demander un complément'),
 * the buyer answers with text and optionally files; both sides may write. The form and the API
 * share these rules and messages.
 */
import { z } from 'zod';
import { formObject, maxLength, requiredText } from '../domain/fields';
import { preuveSchema } from './paiements';

export const MESSAGE_MAX_LENGTH = 2000;
export const MESSAGE_REQUIRED = 'Le message est requis';
export const MESSAGE_TOO_LONG = `Maximum ${MESSAGE_MAX_LENGTH} caractères`;

const messageText = requiredText(MESSAGE_REQUIRED, [maxLength(MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG)], {
  trim: true,
});

/** POST /paiements/{id}/demander-complement (JSON): what staff need from the buyer. */
export const demanderComplementSchema = formObject({ message: messageText });
export type DemanderComplementRequest = z.output<typeof demanderComplementSchema>;

/** POST /paiements/{id}/messages (multipart): the text field; files come as `preuves`. */
export const envoyerMessageSchema = formObject({ message: messageText });
export type EnvoyerMessageRequest = z.output<typeof envoyerMessageSchema>;

export const PAIEMENT_MESSAGE_COTES = ['ACHETEUR', 'EQUIPE'] as const;
export type PaiementMessageCote = (typeof PAIEMENT_MESSAGE_COTES)[number];

export const paiementMessageSchema = z.object({
  id: z.string(),
  /** Who spoke as the buyer sees it: the buyer, or the sales team. */
  cote: z.enum(PAIEMENT_MESSAGE_COTES),
  /** The author's name; null when the account is gone. */
  auteur: z.object({ nom: z.string() }).nullable(),
  message: z.string(),
  /** Staff's 'Demander un complément': the payment went back to 'En attente de preuve'. */
  demandeComplement: z.boolean(),
  date: z.string(),
  /** Files that came with this message (they are also among the payment's proofs). */
  preuves: z.array(preuveSchema),
});
export type PaiementMessage = z.infer<typeof paiementMessageSchema>;

/** GET /paiements/{id}/messages: the thread, oldest first. */
export const paiementMessagesSchema = z.object({ messages: z.array(paiementMessageSchema) });
export type PaiementMessages = z.infer<typeof paiementMessagesSchema>;
