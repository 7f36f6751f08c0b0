import type { Utilisateur } from '@parcelles/shared/contracts/utilisateurs';
import { roleInfo } from '@parcelles/shared/domain';
import { Badge } from '../../../components/ui/badge';
import { adminUtilisateurs as t } from '../../../i18n/fr/admin-utilisateurs';

export function RoleBadge({ role }: { role: string }) {
  const info = roleInfo(role);
  return <Badge variant={info.badge}>{info.label}</Badge>;
}

/** Active or not, and an address never confirmed (an invitation not yet accepted too). */
export function EtatBadges({ utilisateur }: { utilisateur: Pick<Utilisateur, 'actif' | 'emailVerifie'> }) {
  return (
    <span className="flex flex-wrap gap-1">
      {utilisateur.actif ? (
        <Badge variant="success">{t.active}</Badge>
      ) : (
        <Badge variant="danger">{t.inactive}</Badge>
      )}
      {!utilisateur.emailVerifie && <Badge variant="warning">{t.unverified}</Badge>}
    </span>
  );
}
