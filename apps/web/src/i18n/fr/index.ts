// The French texts of the web app, in one place (DESIGN.md §2) so the spec's wording is checked
// and changed here rather than hunted through components. Grouped by screen; each screen keeps
// its texts in a file of its own in this folder. What the shell (header, footer, menus) does not
// show is imported by its screens alone, keeping it out of every other screen's first load (ADR
// 027): the legal pages' long texts (legal.ts), the account screens and forms (auth.ts), home,
// map, parcelle, site-plan, notifications, reservations, paiements and plans-paiement.
import { account } from './account';
import { layout } from './layout';
import { accessDenied, contact, notFound, routeError } from './pages';
import { support } from './support';

export const fr = {
  account,
  layout,
  support,
  contact,
  accessDenied,
  notFound,
  routeError,
  app: {
    name: 'Parcelles',
    city: 'Cité Malaika',
    location: 'Lubumbashi, RD Congo',
    loading: 'Chargement...',
  },
  stats: {
    heading: 'La Cité Malaika en chiffres',
    loading: 'Chargement des statistiques…',
    error: 'Les statistiques sont momentanément indisponibles.',
    retry: 'Réessayer',
    total: 'Total parcelles',
    available: 'Disponibles',
    priceFrom: 'À partir de',
    surfaces: 'Surfaces',
    none: '—',
  },
} as const;
