// Receipts (issue 12): what a payment shows of its receipt, and what the public verification page
// reads for a code. Nothing else about the payment or the buyer is ever answered for a code.
import { z } from 'zod';

/** A validated payment's receipt: its number ('N° 000123') and its verification code. */
export const recuRefSchema = z.object({
  numero: z.number().int(),
  /** 16 characters, shown grouped: K7QM-4TZP-9XRB-2HWD. */
  code: z.string(),
});
export type RecuRef = z.infer<typeof recuRefSchema>;

/** Any text: a malformed code takes the unknown code's path (same 404, same work). */
export const recuCodeParamsSchema = z.object({ code: z.string() });

/** GET /recus/verifier/{code}: the receipt exists and says this. */
export const recuVerificationSchema = z.object({
  valide: z.literal(true),
  numero: z.number().int(),
  /** ISO instant the receipt was issued. */
  dateEmission: z.string(),
  /** Dollars. */
  montant: z.number(),
  numeroLot: z.string(),
  /** Each part of the buyer's name masked after its first letter: 'A*** M****'. */
  acheteur: z.string(),
  /** The method's label, e.g. 'Mobile money'. */
  methode: z.string(),
});
export type RecuVerification = z.infer<typeof recuVerificationSchema>;

export const RECU_MESSAGES = {
  notFound: 'Ce code ne correspond à aucun reçu.',
  notValidated: 'Ce paiement n’est pas encore validé : son reçu sera disponible après sa validation.',
} as const;
