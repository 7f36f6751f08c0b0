/** GET /admin/recouvrement: the collections desk (issue 25), for ADMIN; agents read it. Dollars. */
import { z } from 'zod';

/** What fell due in a period (instalments of running reservations) and what was collected in it. */
export const duEncaisseSchema = z.object({
  /** First and last day of the period, YYYY-MM-DD in Lubumbashi. */
  du: z.string(),
  au: z.string(),
  /** The instalments falling due in the period, in full. */
  echu: z.number(),
  /** The payments validated in the period. */
  encaisse: z.number(),
});

export const retardSchema = z.object({
  reservationId: z.string(),
  reference: z.string(),
  numeroLot: z.string(),
  acheteur: z.object({
    id: z.string(),
    nom: z.string(),
    email: z.string(),
    telephone: z.string().nullable(),
  }),
  /** The oldest late instalment, as the screens name it ('Mensualité 2'). */
  echeance: z.string(),
  /** YYYY-MM-DD: its due day. */
  dateEcheance: z.string(),
  /** What is late on the reservation, all late instalments together. */
  montantEnRetard: z.number(),
  /** Days since the oldest late instalment's day. */
  joursDeRetard: z.number().int(),
  /** The last reminder about an instalment of this reservation, and how it went (SMS: issue 25). */
  dernierRappel: z.object({ le: z.string(), canaux: z.array(z.enum(['APP', 'EMAIL', 'SMS'])) }).nullable(),
});

export const recouvrementSchema = z.object({
  /** Monday to Sunday, and the calendar month, containing today. */
  semaine: duEncaisseSchema,
  mois: duEncaisseSchema,
  /** What remains to collect on the instalments due in each of the next six months (YYYY-MM). */
  previsions: z.array(z.object({ mois: z.string(), montant: z.number() })),
  /** What is late, by how long: 1-30, 31-60, 61-90 and over 90 days. */
  anciennete: z.object({ j1a30: z.number(), j31a60: z.number(), j61a90: z.number(), plus90: z.number() }),
  /** The late payers from the first day late, the longest late first. */
  retards: z.array(retardSchema),
});
export type Recouvrement = z.infer<typeof recouvrementSchema>;
export type Retard = z.infer<typeof retardSchema>;
