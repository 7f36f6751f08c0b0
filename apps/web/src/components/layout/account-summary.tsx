import type { User } from '@parcelles/shared/contracts/auth';
import { roleLabel } from '@parcelles/shared/domain';
import { UserAvatar } from './user-avatar';

/** Who is signed in, at the head of the profile menu and the mobile menu (spec §2). */
export function AccountSummary({ user }: { user: User }) {
  return (
    <div className="flex items-center gap-3">
      <UserAvatar nom={user.nom} />
      <div className="min-w-0">
        <p className="truncate font-semibold text-stone-900">{user.nom}</p>
        <p className="truncate text-sm text-stone-600">{user.email}</p>
        <p className="text-xs font-semibold tracking-wide text-primary-800 uppercase">
          {roleLabel(user.role)}
        </p>
      </div>
    </div>
  );
}
