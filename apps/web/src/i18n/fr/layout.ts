// French texts of the shared layout (spec §2 "Shared layout"): top bar, mobile menu, footer.
export const layout = {
  skipLink: 'Aller au contenu principal',
  mainNav: 'Navigation principale',
  homeLink: 'Parcelles, Cité Malaika : accueil',
  nav: { home: 'Accueil', map: 'Carte', contact: 'Contact' },
  /** The compact shortcut of small screens (spec §2): same destination as 'Carte'. */
  mapShortcut: 'Carte',
  mapShortcutLabel: 'Voir la carte des parcelles',
  login: 'Se connecter',
  register: "S'inscrire",
  openMenu: 'Ouvrir le menu',
  closeMenu: 'Fermer le menu',
  menu: 'Menu',
  navigationPending: 'Chargement de la page…',
  /** The top bar of the back office (issue 23): staff have their own frame. */
  staff: {
    name: 'Administration',
    homeLink: 'Parcelles, administration : tableau de bord',
    backToSite: 'Voir le site',
  },
  /** Shown while the browser has no connection: what shows may come from the service worker's copies. */
  offline: 'Vous êtes hors ligne : ces informations peuvent ne pas être à jour.',
  /** Over a page shown from the copy kept on this device (issue 23), when the network failed. */
  savedCopy: (when: string) => `Copie enregistrée sur cet appareil, à jour au ${when}.`,
  footer: {
    pitch:
      'Parcelles viabilisées dans la Cité Malaika, la ville planifiée de Lubumbashi : choisissez sur la carte, réservez en ligne, payez en toute sécurité.',
    navigation: 'Navigation',
    account: 'Mon compte',
    legal: 'Informations légales',
    contactUs: 'Nous joindre',
    links: {
      home: 'Accueil',
      map: 'Carte des parcelles',
      contact: 'Contact',
      login: 'Se connecter',
      register: 'Créer un compte',
      reservations: 'Mes réservations',
      myPlots: 'Mes parcelles',
      profile: 'Mon profil',
      terms: 'Conditions générales',
      privacy: 'Politique de confidentialité',
    },
    phones: 'Téléphones',
    emails: 'E-mails',
    address: 'Adresse',
    registration: (rccm: string, idNat: string) => `RCCM ${rccm} · Id. Nat. ${idNat}`,
    copyright: (year: number, company: string) =>
      `© ${year} ${company} — Parcelles, Cité Malaika. Tous droits réservés.`,
  },
} as const;
