// Who may see every buyer's records (the authorization table in plugins/authorization.ts decides
// who may call a route; these decide what a caller may see through a route open to every user).
// ADMIN sees every reservation, payment and proof file. An AGENT reads any reservation (read-only:
// the back office's reservation page), never another buyer's payment or proof file (404, as for
// another buyer).
import { isStaff } from '@parcelles/shared/domain';

export const isAdmin = (user: { role: string }): boolean => user.role === 'ADMIN';

/** ADMIN and AGENT read every reservation. */
export const readsAllReservations = (user: { role: string }): boolean => isStaff(user.role);
