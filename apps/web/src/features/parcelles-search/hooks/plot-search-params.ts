// The /map screen's state lives in its query string (spec §2), so a search can be bookmarked,
// shared and restored with Back. These pure functions translate between the URL and that state;
// use-plot-filters.ts wires them to the router.
import type { ParcelleFilters } from '@parcelles/shared/contracts/parcelles';
import { isCategorie, isPlotStatut } from '@parcelles/shared/domain';

export const TEXT_FIELDS = ['search', 'numeroLot'] as const;
export const BOUND_FIELDS = ['minPrix', 'maxPrix', 'minSurface', 'maxSurface'] as const;
export const FILTER_FIELDS = ['search', 'statut', 'categorie', ...BOUND_FIELDS, 'numeroLot'] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];

/** What the inputs hold: strings, '' for "no filter". Numbers are parsed only when sent. */
export type FilterValues = Record<FilterField, string>;

export const EMPTY_FILTERS: FilterValues = {
  search: '',
  statut: '',
  categorie: '',
  minPrix: '',
  maxPrix: '',
  minSurface: '',
  maxSurface: '',
  numeroLot: '',
};

export const PLOT_VIEWS = ['carte', 'liste', 'grille'] as const;
export type PlotView = (typeof PLOT_VIEWS)[number];
/** Spec §2: the map is the default view; the default is kept out of the URL. */
export const DEFAULT_VIEW: PlotView = 'carte';
export const VIEW_PARAM = 'vue';
export const PAGE_PARAM = 'page';

/**
 * The server's limits (contracts/parcelles.ts, whose values stay out of the bundle with zod): the
 * inputs cap typing at them and the URL never carries a value the API would refuse with a 400.
 */
export const TEXT_MAX_LENGTH = { search: 100, numeroLot: 30 } as const;
const BOUND_MAX = { prix: 1_000_000_000, surface: 10_000_000 } as const;
/** Plain decimal digits, as the API accepts them: '1e3', '0x10' or '-5' are not prices. */
const DECIMAL = /^\+?\d+(\.\d+)?$/;
// eslint-disable-next-line no-control-regex -- PostgreSQL refuses NUL and the API all control characters.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

export interface PlotSearchState {
  filters: FilterValues;
  view: PlotView;
  page: number;
}

/** A price or surface bound as the API takes it; anything else (text, negative, absurd) is no bound. */
export function parseBound(value: string, max: number = BOUND_MAX.prix): number | undefined {
  const text = value.trim();
  if (!DECIMAL.test(text)) return undefined;
  const number = Number(text);
  return number <= max ? number : undefined;
}

const boundMax = (field: (typeof BOUND_FIELDS)[number]) =>
  field === 'minPrix' || field === 'maxPrix' ? BOUND_MAX.prix : BOUND_MAX.surface;

/** Canonical text of one filter: trimmed, and '' when the value could not be sent as is. */
function normalizeValue(field: FilterField, raw: string): string {
  const value = raw.trim();
  switch (field) {
    case 'statut':
      return isPlotStatut(value) ? value : '';
    case 'categorie':
      return isCategorie(value) ? value : '';
    case 'search':
    case 'numeroLot':
      return value.replace(CONTROL_CHARACTERS, '').slice(0, TEXT_MAX_LENGTH[field]);
    default:
      return parseBound(value, boundMax(field)) === undefined ? '' : value;
  }
}

export function normalizeFilters(values: FilterValues): FilterValues {
  const normalized = { ...EMPTY_FILTERS };
  for (const field of FILTER_FIELDS) normalized[field] = normalizeValue(field, values[field]);
  return normalized;
}

/** Reads the screen's state from the URL; unknown or malformed values fall back to "none". */
export function parsePlotSearch(params: URLSearchParams): PlotSearchState {
  const filters = { ...EMPTY_FILTERS };
  for (const field of FILTER_FIELDS) filters[field] = normalizeValue(field, params.get(field) ?? '');

  const view = params.get(VIEW_PARAM);
  const page = Number(params.get(PAGE_PARAM));
  return {
    filters,
    view: (PLOT_VIEWS as readonly (string | null)[]).includes(view) ? (view as PlotView) : DEFAULT_VIEW,
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** Writes the state back; empty filters and defaults (map view, page 1) are left out. */
export function serializePlotSearch(state: PlotSearchState): URLSearchParams {
  const params = new URLSearchParams();
  const filters = normalizeFilters(state.filters);
  for (const field of FILTER_FIELDS) if (filters[field] !== '') params.set(field, filters[field]);
  if (state.view !== DEFAULT_VIEW) params.set(VIEW_PARAM, state.view);
  if (state.page > 1) params.set(PAGE_PARAM, String(state.page));
  return params;
}

/** Two sets of filters that send the same request. */
export function sameFilters(a: FilterValues, b: FilterValues): boolean {
  const left = normalizeFilters(a);
  const right = normalizeFilters(b);
  return FILTER_FIELDS.every((field) => left[field] === right[field]);
}

export interface BoundErrors {
  prix: boolean;
  surface: boolean;
}

/** A minimum above its maximum matches nothing: the screen says so and leaves that pair out. */
export function boundErrors(values: FilterValues): BoundErrors {
  const inverted = (min: string, max: string) => {
    const low = parseBound(min);
    const high = parseBound(max);
    return low !== undefined && high !== undefined && low > high;
  };
  return {
    prix: inverted(values.minPrix, values.maxPrix),
    surface: inverted(values.minSurface, values.maxSurface),
  };
}

/** The request's filters: only what is set and valid, numbers as numbers. */
export function toApiFilters(values: FilterValues): ParcelleFilters {
  const filters = normalizeFilters(values);
  const errors = boundErrors(filters);
  const query: ParcelleFilters = {};
  if (filters.search) query.search = filters.search;
  if (filters.numeroLot) query.numeroLot = filters.numeroLot;
  if (isPlotStatut(filters.statut)) query.statut = filters.statut;
  if (isCategorie(filters.categorie)) query.categorie = filters.categorie;
  if (!errors.prix) {
    query.minPrix = parseBound(filters.minPrix);
    query.maxPrix = parseBound(filters.maxPrix);
  }
  if (!errors.surface) {
    query.minSurface = parseBound(filters.minSurface);
    query.maxSurface = parseBound(filters.maxSurface);
  }
  // Unset bounds stay out of the object, so equal filters make equal query keys.
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as ParcelleFilters;
}

/** How many filters are set, for the phone's collapsed filter button. */
export function countActiveFilters(values: FilterValues): number {
  const filters = normalizeFilters(values);
  return FILTER_FIELDS.filter((field) => filters[field] !== '').length;
}
