import type { Role } from '@parcelles/shared/domain';
import { fr } from '../../i18n/fr';

const t = fr.auth.account.links;

/** Spec §2: the profile menu's links, shared by the top bar and the mobile menu. */
const ACCOUNT_LINKS = [
  { to: '/profile', label: t.profile },
  { to: '/parcelles-miennes', label: t.myPlots },
  { to: '/reservations', label: t.reservations },
  { to: '/admin', label: t.admin, role: 'ADMIN' },
] as const satisfies readonly { to: string; label: string; role?: Role }[];

/** Administration shows to administrators only. */
export const accountLinksFor = (role: Role | undefined) =>
  ACCOUNT_LINKS.filter((link) => !('role' in link) || link.role === role);
