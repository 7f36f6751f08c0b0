// Profile, Préférences (issue 25): the settings kept with the account, each saved as the user
// switches it. Today one: whether the reminders go by SMS too (ADR 044: on unless turned off).
import type { User } from '@parcelles/shared/contracts/auth';
import type { ProfilePreferences } from '@parcelles/shared/contracts/profile';
import type { AuthContext } from '../auth.context';
import type { AuthDeps } from '../auth.deps';
import { AUTH_MESSAGES } from '../../mail/messages';
import * as repo from '../auth.repository';
import { toUser } from '../auth.users';

export async function updatePreferences(
  { db }: Pick<AuthDeps, 'db'>,
  auth: AuthContext,
  input: ProfilePreferences,
): Promise<{ user: User; message: string }> {
  const user = await repo.updateUser(db, auth.user.id, { rappelsSms: input.rappelsSms });
  return { user: toUser(user), message: AUTH_MESSAGES.preferencesSaved };
}
