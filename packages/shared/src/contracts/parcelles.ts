// The public plot contract (spec §3 Parcelle, §7 Plots): query filters with their French messages
// and the shapes the API answers with. The server validates with these; the web client types with them.
import { z } from 'zod';
import { CATEGORIES, PLOT_STATUTS } from '../domain';
import { pageOf, pageQueryFields, queryEnum, queryInteger, queryNumber, queryText } from './common';

/** Far above any real plot; keeps absurd filters (1e308) out of the database. */
export const MAX_PRIX = 1_000_000_000;
export const MAX_SURFACE = 10_000_000;
/** The map draws every plot; the generator and the benchmarks go up to this many. */
export const MAX_CARDS = 10_000;
/** `numeroLot` and `statut` serve the back office's table (issue 11). */
export const PLOT_SORTS = ['newest', 'prix', 'surface', 'numeroLot', 'statut'] as const;
export type PlotSort = (typeof PLOT_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;

const filterFields = {
  statut: queryEnum(PLOT_STATUTS, 'Statut invalide'),
  categorie: queryEnum(CATEGORIES, 'Catégorie invalide'),
  search: queryText(100, 'La recherche ne peut pas dépasser 100 caractères'),
  numeroLot: queryText(30, 'Le numéro de lot ne peut pas dépasser 30 caractères'),
  minPrix: queryNumber('Le prix minimum doit être un nombre positif', { max: MAX_PRIX }),
  maxPrix: queryNumber('Le prix maximum doit être un nombre positif', { max: MAX_PRIX }),
  minSurface: queryNumber('La surface minimum doit être un nombre positif', { max: MAX_SURFACE }),
  maxSurface: queryNumber('La surface maximum doit être un nombre positif', { max: MAX_SURFACE }),
};

type Bounds = { minPrix?: number; maxPrix?: number; minSurface?: number; maxSurface?: number };

function checkBounds(q: Bounds, ctx: z.RefinementCtx) {
  if (q.minPrix !== undefined && q.maxPrix !== undefined && q.minPrix > q.maxPrix) {
    ctx.addIssue({
      code: 'custom',
      path: ['maxPrix'],
      message: 'Le prix maximum doit être supérieur ou égal au prix minimum',
    });
  }
  if (q.minSurface !== undefined && q.maxSurface !== undefined && q.minSurface > q.maxSurface) {
    ctx.addIssue({
      code: 'custom',
      path: ['maxSurface'],
      message: 'La surface maximum doit être supérieure ou égale à la surface minimum',
    });
  }
}

export const parcelleFiltersSchema = z.object(filterFields).superRefine(checkBounds);
export type ParcelleFilters = z.output<typeof parcelleFiltersSchema>;

export const parcelleListQuerySchema = z
  .object({
    ...filterFields,
    sort: queryEnum(PLOT_SORTS, 'Tri invalide (newest, prix, surface, numeroLot ou statut)'),
    ordre: queryEnum(SORT_ORDERS, 'Ordre invalide (asc ou desc)'),
    ...pageQueryFields,
  })
  .superRefine(checkBounds);
export type ParcelleListQuery = z.output<typeof parcelleListQuerySchema>;

export const parcelleCardsQuerySchema = z
  .object({
    ...filterFields,
    limit: queryInteger(`La limite doit être un entier entre 1 et ${MAX_CARDS}`, { min: 1, max: MAX_CARDS }),
  })
  .superRefine(checkBounds);
export type ParcelleCardsQuery = z.output<typeof parcelleCardsQuerySchema>;

export const similarQuerySchema = z.object({
  limit: queryInteger('La limite doit être un entier entre 1 et 12', { min: 1, max: 12 }),
});

const positionSchema = z.object({ x: z.number(), y: z.number() });

/**
 * The WebP widths the server makes of every uploaded picture (issue 11), by where the site shows
 * them: a card or map popup, the plot page's gallery, the full-screen viewer. A picture is never
 * enlarged: a small original yields smaller (or fewer) sizes.
 */
export const IMAGE_TAILLES = { carte: 480, galerie: 1024, plein: 1920 } as const;
export type ImageTaille = keyof typeof IMAGE_TAILLES;

/** One stored size of a picture (parcelle_images.variantes). */
export interface ImageVariante {
  taille: ImageTaille;
  cle: string;
  largeur: number;
  hauteur: number;
}

/** One picture of a plot, in display order (the first is the cover). */
export const photoSchema = z.object({
  id: z.string(),
  /** The gallery size (what `images` lists). */
  url: z.string(),
  /** `<url> 480w, <url> 1024w, …` for an `<img srcset>`; the original alone when it has no sizes. */
  srcset: z.string(),
  /** The picture at full size, in its uploaded format, without its metadata (ADR 051). */
  original: z.string(),
});
export type Photo = z.infer<typeof photoSchema>;

export const parcelleSchema = z.object({
  id: z.string(),
  numeroLot: z.string(),
  reference: z.string().nullable(),
  surface: z.number(),
  prix: z.number(),
  prixParM2: z.number().nullable(),
  statut: z.string(),
  categorie: z.string().nullable(),
  adresse: z.string().nullable(),
  localisation: z.string().nullable(),
  description: z.string().nullable(),
  /** Absolute paths of the pictures (gallery size); the first is the cover. */
  images: z.array(z.string()),
  /** The same pictures with their ids and sizes, for `srcset` and the back office. */
  photos: z.array(photoSchema),
  position: positionSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Parcelle = z.infer<typeof parcelleSchema>;

/** The light payload the map draws: one per plot, all plots at once. */
export const parcelleCardSchema = z.object({
  id: z.string(),
  numeroLot: z.string(),
  statut: z.string(),
  categorie: z.string().nullable(),
  position: positionSchema,
  prix: z.number(),
  surface: z.number(),
  adresse: z.string().nullable(),
  /** The cover at card size (IMAGE_TAILLES.carte), or null. */
  image: z.string().nullable(),
  nombreImages: z.number().int(),
  descriptionCourte: z.string().nullable(),
});
export type ParcelleCard = z.infer<typeof parcelleCardSchema>;

export const parcelleListSchema = pageOf('parcelles', parcelleSchema);
export type ParcelleList = z.infer<typeof parcelleListSchema>;

const countsOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.object(Object.fromEntries(values.map((v) => [v, z.number().int()])) as Record<T[number], z.ZodNumber>);

export const parcelleStatsSchema = z.object({
  total: z.number().int(),
  parStatut: countsOf(PLOT_STATUTS),
  parCategorie: countsOf(CATEGORIES),
  surfaceTotale: z.number(),
  prixMin: z.number().nullable(),
  prixMax: z.number().nullable(),
  prixMoyen: z.number().nullable(),
  surfaceMin: z.number().nullable(),
  surfaceMax: z.number().nullable(),
});
export type ParcelleStats = z.infer<typeof parcelleStatsSchema>;

/** The site plan the map draws plots on, and the grid their positions use. */
export const sitePlanSchema = z.object({
  image: z.string(),
  largeur: z.number().int(),
  hauteur: z.number().int(),
});
export type SitePlan = z.infer<typeof sitePlanSchema>;

/** Length of `descriptionCourte` on cards: enough for a popup, small enough for 10,000 plots. */
export const SHORT_DESCRIPTION_LENGTH = 140;
