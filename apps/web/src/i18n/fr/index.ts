// The French texts of the web app, in one place (DESIGN.md §2) so the spec's wording is checked
// and changed here rather than hunted through components. Grouped by screen; each screen keeps
// its texts in a file of its own in this folder. The legal pages' long texts (legal.ts), and the
// texts of the signed-in screens (reservations, paiements, plans-paiement: ADR 027) are imported by
// those screens alone, keeping them out of the first load of the public ones.
import { auth } from './auth';
import { home } from './home';
import { layout } from './layout';
import { map } from './map';
import { notifications } from './notifications';
import { accessDenied, contact, notFound, routeError } from './pages';
import { parcelle } from './parcelle';
import { sitePlan } from './site-plan';
import { support } from './support';

export const fr = {
  auth,
  map,
  parcelle,
  sitePlan,
  notifications,
  layout,
  home,
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
