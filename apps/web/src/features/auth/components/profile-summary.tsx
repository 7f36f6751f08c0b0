import type { User } from '@parcelles/shared/contracts/auth';
import { roleInfo } from '@parcelles/shared/domain';
import { UserAvatar } from '../../../components/layout/user-avatar';
import { Badge } from '../../../components/ui/badge';
import { auth as frAuth } from '../../../i18n/fr/auth';

/** The head of the profile: who is signed in, and the role badge (spec §2, §6). */
export function ProfileSummary({ user }: { user: User }) {
  const role = roleInfo(user.role);
  return (
    <div className="flex items-center gap-4">
      <UserAvatar nom={user.nom} size="lg" />
      <div className="min-w-0">
        <p className="truncate text-lg font-semibold text-stone-900">{user.nom}</p>
        <p className="truncate text-stone-600">{user.email}</p>
        <p className="mt-1">
          <span className="sr-only">{frAuth.profile.role} : </span>
          <Badge variant={role.badge}>{role.label}</Badge>
        </p>
      </div>
    </div>
  );
}
