// Sign-out revokes the session, so its token stops working at once.
import type { AuthContext } from '../auth.context';
import type { AuthDeps } from '../auth.deps';
import { AUTH_MESSAGES } from '../../mail/messages';
import * as repo from '../auth.repository';

export async function logout({ db }: Pick<AuthDeps, 'db'>, auth: AuthContext): Promise<string> {
  await repo.revokeSession(db, auth.session.id);
  return AUTH_MESSAGES.loggedOut;
}
