import { fr } from '../../i18n/fr';

/** The main links of spec §2 "Shared layout", shared by the top bar and the mobile menu. */
export const NAV_LINKS = [
  { to: '/', label: fr.layout.nav.home },
  { to: '/map', label: fr.layout.nav.map },
  { to: '/contact', label: fr.layout.nav.contact },
] as const;
