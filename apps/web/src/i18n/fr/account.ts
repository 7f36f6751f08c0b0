// French texts of the signed-in parts of the layout (header menus, footer, sign-out): the shell
// shows them on every page, unlike the account screens' texts (auth.ts), which their screens import.
export const account = {
  notifications: 'Notifications',
  unread: (count: string) => `Notifications, ${count} non ${count === '1' ? 'lue' : 'lues'}`,
  menu: (nom: string) => `Mon compte : ${nom}`,
  links: {
    profile: 'Mon Profil',
    myPlots: 'Mes Parcelles',
    reservations: 'Mes Réservations',
    admin: 'Administration',
  },
  signOut: 'Se déconnecter',
  signingOut: 'Déconnexion...',
  signedOut: 'Déconnexion réussie',
} as const;
