import type { Role } from '@parcelles/shared/domain';
import { fr } from '../../i18n/fr';

const t = fr.account.links;

/** Spec §2: the profile menu's links, shared by the top bar and the mobile menu. */
const ACCOUNT_LINKS = [
  { to: '/profile', label: t.profile },
  { to: '/parcelles-miennes', label: t.myPlots },
  { to: '/reservations', label: t.reservations },
  { to: '/admin', label: t.admin, roles: ['ADMIN', 'AGENT'] },
] as const satisfies readonly { to: string; label: string; roles?: readonly Role[] }[];

/** Administration shows to staff: administrators and sales agents (the back office). */
export const accountLinksFor = (role: Role | undefined) =>
  ACCOUNT_LINKS.filter(
    (link) => !('roles' in link) || (role !== undefined && (link.roles as readonly Role[]).includes(role)),
  );
