/** GET /admin/dashboard: the figures of the back office's first screen (ADMIN and AGENT). */
import { z } from 'zod';
import { CATEGORIES, PLOT_STATUTS } from '../domain/parcelle';
import { RESERVATION_STATUTS } from '../domain/reservation';

const countsOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.object(Object.fromEntries(values.map((v) => [v, z.number().int()])) as Record<T[number], z.ZodNumber>);

export const expiringReservationSchema = z.object({
  id: z.string(),
  reference: z.string(),
  dateExpiration: z.string(),
  parcelle: z.object({ id: z.string(), numeroLot: z.string() }),
  acheteur: z.object({ id: z.string(), nom: z.string() }),
});

export const dashboardSchema = z.object({
  /** Every plot status, zeros included. */
  parcellesParStatut: countsOf(PLOT_STATUTS),
  /** Every reservation status as buyers read it: a pending hold past its date counts as EXPIREE. */
  reservationsParStatut: countsOf(RESERVATION_STATUTS),
  preuvesEnAttente: z.object({
    nombre: z.number().int(),
    /** Hours the oldest proof has waited; null when none waits. */
    plusAncienneHeures: z.number().int().nullable(),
    /** The review promised to buyers: within `promisHeures`, at most `maxHeures`. */
    promisHeures: z.number().int(),
    maxHeures: z.number().int(),
    /** Proofs waiting longer than `maxHeures`. */
    enRetard: z.number().int(),
  }),
  /** Validated payments, dollars: this calendar month in Lubumbashi, and since the beginning. */
  montantValide: z.object({ ceMois: z.number(), total: z.number() }),
  expirentSous24h: z.object({
    nombre: z.number().int(),
    /** The soonest first, at most 5. */
    reservations: z.array(expiringReservationSchema),
  }),
  /** The last 12 weeks (Monday to Sunday, Lubumbashi), oldest first; a week with none has zeros. */
  paiementsParSemaine: z.array(
    z.object({ debut: z.string(), montant: z.number(), nombre: z.number().int() }),
  ),
  /** Plots sold (VENDUE) per category, every category present. */
  ventesParCategorie: countsOf(CATEGORIES),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
