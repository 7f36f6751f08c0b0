// An account as the administrators' screens show it (never the password hash).
import type { Utilisateur } from '@parcelles/shared/contracts/utilisateurs';
import type { UserRow } from '../../auth/auth.repository';
import { toUser } from '../../auth/auth.users';

export function toUtilisateur(row: UserRow): Utilisateur {
  return { ...toUser(row), actif: row.actif };
}
