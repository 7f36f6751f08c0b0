// An account as the administrators' screens show it (never the password hash).
import type { Utilisateur } from '@parcelles/shared/contracts/utilisateurs';
import { isRole } from '@parcelles/shared/domain';
import type { UserRow } from '../../auth/auth.repository';

export function toUtilisateur(row: UserRow): Utilisateur {
  return {
    id: row.id,
    nom: row.nom,
    email: row.email,
    telephone: row.telephone,
    role: isRole(row.role) ? row.role : 'ACHETEUR',
    actif: row.actif,
    emailVerifie: row.emailVerifieLe !== null,
    dateCreation: row.createdAt.toISOString(),
    derniereConnexion: row.derniereConnexion?.toISOString() ?? null,
  };
}
