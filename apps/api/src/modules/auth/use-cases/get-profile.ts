// The profile; past half its lifetime the session is extended and a new token comes back, so a
// user who keeps using the app is never signed out mid-task (ADR 006), until the session's
// absolute end (ADR 018).
import type { User } from '@parcelles/shared/contracts/auth';
import type { AuthContext } from '../auth.context';
import type { AuthDeps } from '../auth.deps';
import * as repo from '../auth.repository';
import { toUser } from '../auth.users';
import { SESSION_LIFETIME_MS, renewedExpiry } from './sessions';

export async function getProfile(
  deps: Pick<AuthDeps, 'db' | 'signer' | 'clock' | 'sessionMaxMs'>,
  auth: AuthContext,
): Promise<{ user: User; refreshedToken?: string }> {
  const { db, signer, clock } = deps;
  const lifetime = SESSION_LIFETIME_MS[auth.session.rememberMe ? 'rememberMe' : 'default'];
  const now = clock.now();
  if (auth.session.expiresAt.getTime() - now.getTime() > lifetime / 2) return { user: toUser(auth.user) };
  // Never past the absolute lifetime (ADR 018): close to it, the renewal gives only what is left.
  const expiresAt = renewedExpiry(deps, auth.session, now);
  if (expiresAt.getTime() <= auth.session.expiresAt.getTime()) return { user: toUser(auth.user) };
  await repo.extendSession(db, auth.session.id, expiresAt);
  const refreshedToken = await signer.sign({ userId: auth.user.id, sessionId: auth.session.id }, expiresAt);
  return { user: toUser(auth.user), refreshedToken };
}
