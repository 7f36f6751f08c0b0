/** GET /admin/dashboard: the figures of the back office's first screen (ADMIN and AGENT). */
import { z } from 'zod';
import { CATEGORIES, PLOT_STATUTS, type PlotStatut } from '../domain/parcelle';
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

/** A stage of the pipeline: how many reservations, and the sum of their prices in dollars. */
const stageSchema = z.object({ nombre: z.number().int(), montant: z.number() });
/** The plot statuses whose value the dashboard sums. */
export const STOCK_STATUTS = ['DISPONIBLE', 'RESERVEE', 'VENDUE'] as const satisfies readonly PlotStatut[];
const stockSchema = z.object({ nombre: z.number().int(), valeur: z.number() });

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
  /**
   * Issue 25 (ADR 045): the running reservations at each stage of the sales pipeline, and their
   * prices (what each buyer owes, fixed at reservation), dollars; ended ones are in none.
   */
  pipeline: z.object({
    /** Holds still running, nothing validated yet. */
    reserve: stageSchema,
    /** A validated payment, the price not reached: `encaisse` collected of `montant`. */
    acompte: stageSchema.extend({ encaisse: z.number() }),
    /** Validated payments reach the price. */
    vendu: stageSchema,
  }),
  /**
   * Holds ending from now to the end of this week (Sunday, Lubumbashi), `jusquAu` that Sunday
   * (AAAA-MM-JJ); a paused hold (a proof under review) is not ending.
   */
  expirentCetteSemaine: z.object({
    jusquAu: z.string(),
    nombre: z.number().int(),
    /** The soonest first, at most 5. */
    reservations: z.array(expiringReservationSchema),
  }),
  /**
   * Sales of the last 12 months (this one last, AAAA-MM, Lubumbashi), each in the month its payments
   * reached the price, dollars; a month with none has zeros.
   */
  ventesParMois: z.array(z.object({ mois: z.string(), nombre: z.number().int(), montant: z.number() })),
  /** Plots for sale, held and sold: how many, and the sum of their prices in dollars. */
  valeurStock: z.object(
    Object.fromEntries(STOCK_STATUTS.map((s) => [s, stockSchema])) as Record<
      (typeof STOCK_STATUTS)[number],
      typeof stockSchema
    >,
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
