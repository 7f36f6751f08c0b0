// The French texts of the web app, in one place (DESIGN.md §2) so the spec's wording is checked
// and changed here rather than hunted through components. Grouped by screen; the larger screens
// keep their texts in a file of their own in this folder.
import { map } from './map';
import { parcelle } from './parcelle';
import { sitePlan } from './site-plan';

export const fr = {
  map,
  parcelle,
  sitePlan,
  app: {
    name: 'Parcelles',
    city: 'Cité Malaika',
    location: 'Lubumbashi, RD Congo',
    loading: 'Chargement...',
  },
  layout: {
    skipLink: 'Aller au contenu principal',
    mainNav: 'Navigation principale',
    nav: { home: 'Accueil', map: 'Carte', contact: 'Contact' },
    navigationPending: 'Chargement de la page…',
    copyright: (year: number) => `© ${year} Parcelles — Cité Malaika, Lubumbashi. Tous droits réservés.`,
  },
  home: {
    title: 'Parcelles — Investir dans la Cité Malaika, Lubumbashi',
    badge: 'Investissement sécurisé',
    heroTitle: 'Investissez dans la Cité Malaika, la ville planifiée de Lubumbashi',
    heroText:
      'Choisissez votre parcelle sur la carte, réservez-la en ligne en quelques minutes et réglez en toute sérénité, par virement bancaire ou en espèces.',
    explore: 'Explorer les parcelles',
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
  notFound: {
    title: 'Page non trouvée — Parcelles',
    code: 'Erreur 404',
    heading: 'Page non trouvée',
    text: "La page que vous cherchez n'existe pas ou a été déplacée.",
    backHome: "Retour à l'accueil",
  },
  routeError: {
    heading: 'Une erreur est survenue',
    text: "Cette page n'a pas pu s'afficher. Rechargez-la ; si le problème persiste, revenez plus tard.",
    reload: 'Recharger la page',
    backHome: "Retour à l'accueil",
  },
} as const;
