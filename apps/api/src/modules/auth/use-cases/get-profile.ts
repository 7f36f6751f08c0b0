// The profile; past half its lifetime the session is extended and a new token comes back, so a
// user who keeps using the app is never signed out mid-task (ADR 006).
import type { User } from '@parcelles/shared/contracts/auth';
import type { AuthContext } from '../auth.context';
import type { AuthDeps } from '../auth.deps';
import * as repo from '../auth.repository';
import { toUser } from '../auth.users';
import { SESSION_LIFETIME_MS } from './sessions';

export async function getProfile(
  { db, signer, clock }: Pick<AuthDeps, 'db' | 'signer' | 'clock'>,
  auth: AuthContext,
): Promise<{ user: User; refreshedToken?: string }> {
  const lifetime = SESSION_LIFETIME_MS[auth.session.rememberMe ? 'rememberMe' : 'default'];
  const now = clock.now().getTime();
  if (auth.session.expiresAt.getTime() - now > lifetime / 2) return { user: toUser(auth.user) };
  const expiresAt = new Date(now + lifetime);
  await repo.extendSession(db, auth.session.id, expiresAt);
  const refreshedToken = await signer.sign({ userId: auth.user.id, sessionId: auth.session.id }, expiresAt);
  return { user: toUser(auth.user), refreshedToken };
}
