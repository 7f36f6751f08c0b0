/**
 * The cash office's day (issue 26): the cash payments staff recorded as paid on a calendar day in
 * Lubumbashi, who received each, their count and total, and its closing. ADMIN only:
 * GET /admin/caisse/{jour}, POST /admin/caisse/{jour}/cloture, GET /admin/caisse/{jour}/pdf.
 */
import { z } from 'zod';
import { recuRefSchema } from './recus';

export const JOUR_INVALIDE = 'Le jour doit être une date valide (AAAA-MM-JJ)';

/** The `{jour}` of the path: a real calendar day written AAAA-MM-JJ. */
export const caisseJourParamsSchema = z.object({
  jour: z
    .string({ error: JOUR_INVALIDE })
    .max(10, JOUR_INVALIDE)
    .refine(
      (text) => {
        if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
        const day = new Date(`${text}T00:00:00Z`);
        return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
      },
      { error: JOUR_INVALIDE },
    ),
});

const personneSchema = z.object({ id: z.string(), nom: z.string() });

export const caissePaiementSchema = z.object({
  id: z.string(),
  /** Dollars. */
  montant: z.number(),
  referencePaiement: z.string().nullable(),
  commentaireAdmin: z.string().nullable(),
  /** The instant it is dated (in the day). */
  datePaiement: z.string(),
  /** When it was recorded. */
  enregistreLe: z.string(),
  /** Who received the cash (the staff member who recorded it); null if that account was deleted. */
  recuPar: personneSchema.nullable(),
  reservation: z.object({ id: z.string(), reference: z.string() }),
  numeroLot: z.string(),
  acheteur: z.string(),
  recu: recuRefSchema.nullable(),
});
export type CaissePaiement = z.infer<typeof caissePaiementSchema>;

const nombreEtTotal = { nombre: z.number().int(), total: z.number() };

export const caisseJourSchema = z.object({
  jour: z.string(),
  /** In the order they were recorded. */
  paiements: z.array(caissePaiementSchema),
  ...nombreEtTotal,
  /** Per staff member who received cash that day. */
  parCaissier: z.array(z.object({ recuPar: personneSchema.nullable(), ...nombreEtTotal })),
  /** Null while the day is open; the count and total were fixed when it was closed. */
  cloture: z
    .object({
      closLe: z.string(),
      closPar: personneSchema.nullable(),
      ...nombreEtTotal,
    })
    .nullable(),
});
export type CaisseJour = z.infer<typeof caisseJourSchema>;
