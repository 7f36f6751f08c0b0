import { SIMILAR_PLOTS_COUNT, SIMILARITY_TOLERANCE } from './constants';
import { COLORS, findInfo, isOneOf, neutralInfo, type EnumInfo } from './enum-info';

export const PLOT_STATUTS = ['DISPONIBLE', 'RESERVEE', 'VENDUE', 'SUSPENDUE'] as const;
export type PlotStatut = (typeof PLOT_STATUTS)[number];
export const isPlotStatut = (value: unknown): value is PlotStatut => isOneOf(PLOT_STATUTS, value);

export const PLOT_STATUT_INFO: Record<PlotStatut, EnumInfo> = {
  DISPONIBLE: { label: 'Disponible', color: COLORS.green, badge: 'available' },
  RESERVEE: { label: 'Réservé', color: COLORS.amber, badge: 'reserved' },
  VENDUE: { label: 'Vendu', color: COLORS.red, badge: 'sold' },
  SUSPENDUE: { label: 'Suspendu', color: COLORS.grey, badge: 'error' },
};

/** The spec's detail and reservation screens read any unknown status as sold. */
export const plotStatusInfo = (value: unknown): EnumInfo =>
  findInfo(PLOT_STATUT_INFO, value) ?? PLOT_STATUT_INFO.VENDUE;

export const CATEGORIES = ['MALAIKA_2A', 'MALAIKA_2B', 'MALAIKA_3', 'MALAIKA_PRIME'] as const;
export type Categorie = (typeof CATEGORIES)[number];
export const isCategorie = (value: unknown): value is Categorie => isOneOf(CATEGORIES, value);

export const CATEGORIE_INFO: Record<Categorie, EnumInfo> = {
  MALAIKA_2A: { label: 'Malaika 2A', color: COLORS.blue, badge: 'blue' },
  MALAIKA_2B: { label: 'Malaika 2B', color: COLORS.purple, badge: 'purple' },
  MALAIKA_3: { label: 'Malaika 3', color: COLORS.rose, badge: 'rose' },
  MALAIKA_PRIME: { label: 'Malaika Prime', color: COLORS.amber, badge: 'amber' },
};

export const categoryInfo = (value: unknown): EnumInfo =>
  findInfo(CATEGORIE_INFO, value) ?? neutralInfo('Non définie');

/** Rounded to whole dollars, as the plot card shows it; null when the surface cannot divide. */
export function pricePerSquareMeter(prix: number, surface: number): number | null {
  if (!Number.isFinite(prix) || !Number.isFinite(surface) || surface <= 0) return null;
  return Math.round(prix / surface);
}

export interface SimilarPlotCriteria {
  statut: 'DISPONIBLE';
  minPrix: number;
  maxPrix: number;
  minSurface: number;
  maxSurface: number;
  limit: number;
  excludeId: string;
}

interface PlotLike {
  id: string;
  prix: number;
  surface: number;
}

/**
 * Spec §7: available plots within ±tolerance of price and surface. One extra is fetched because
 * the plot itself may come back. Bounds are widened to whole units so float noise never drops an
 * exact match.
 */
export function similarPlotCriteria(
  plot: PlotLike,
  {
    count = SIMILAR_PLOTS_COUNT,
    tolerance = SIMILARITY_TOLERANCE,
  }: { count?: number; tolerance?: number } = {},
): SimilarPlotCriteria {
  return {
    statut: 'DISPONIBLE',
    minPrix: Math.floor(plot.prix * (1 - tolerance)),
    maxPrix: Math.ceil(plot.prix * (1 + tolerance)),
    minSurface: Math.floor(plot.surface * (1 - tolerance)),
    maxSurface: Math.ceil(plot.surface * (1 + tolerance)),
    limit: count + 1,
    excludeId: plot.id,
  };
}

export function pickSimilar<T extends { id: string }>(
  plot: { id: string },
  candidates: readonly T[],
  count: number = SIMILAR_PLOTS_COUNT,
): T[] {
  return candidates.filter((candidate) => candidate.id !== plot.id).slice(0, count);
}
