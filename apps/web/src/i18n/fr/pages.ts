// French texts of the smaller pages: contact, the pages of accounts opening soon, 404, errors.
export const contact = {
  title: 'Contact — Parcelles',
  eyebrow: 'Contact',
  heading: 'Contactez-nous',
  intro:
    'Une question sur une parcelle, une réservation ou un paiement ? Notre équipe de Lubumbashi vous répond par téléphone, par e-mail ou à notre bureau.',
  phones: 'Téléphone',
  phonesNote: 'Appel ou WhatsApp',
  emails: 'E-mail',
  emailsNote: 'Réponse sous 24 à 48 heures ouvrées',
  address: 'Adresse postale',
  office: "Bureau d'encaissement",
  hours: "Horaires d'ouverture",
  cashOffice: "(bureau d'encaissement)",
  whatsapp: 'Écrire sur WhatsApp',
  mapHeading: 'Nous trouver',
  mapTitle: 'Carte OpenStreetMap de notre bureau à Lubumbashi',
  openMap: 'Voir sur OpenStreetMap',
  mapUnavailable: "La carte n'a pas pu se charger.",
  mapUnavailableText: "Ouvrez l'emplacement de notre bureau directement sur OpenStreetMap.",
  newTab: '(nouvel onglet)',
} as const;

/** A signed-in user without the role a page needs (the back office, for a buyer). */
export const accessDenied = {
  title: 'Accès refusé — Parcelles',
  heading: 'Accès refusé',
  text: "Cette page est réservée à l'équipe commerciale. Votre compte n'y a pas accès.",
  /** A back-office page for administrators, opened by an agent (issue 23): the role it needs, named. */
  adminOnly:
    "Cette page est réservée aux administrateurs. Votre compte d'agent n'y a pas accès : demandez à un administrateur si vous en avez besoin.",
  home: "Retour à l'accueil",
} as const;

export const notFound = {
  title: 'Page non trouvée — Parcelles',
  code: 'Erreur 404',
  heading: 'Page non trouvée',
  text: "La page que vous cherchez n'existe pas ou a été déplacée.",
  backHome: "Retour à l'accueil",
} as const;

export const routeError = {
  heading: 'Une erreur est survenue',
  text: "Cette page n'a pas pu s'afficher. Rechargez-la ; si le problème persiste, revenez plus tard.",
  reload: 'Recharger la page',
  backHome: "Retour à l'accueil",
} as const;
