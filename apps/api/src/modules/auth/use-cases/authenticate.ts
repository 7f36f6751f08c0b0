// The live session a bearer token names, or null (bad signature, expired, past its absolute
// lifetime, revoked, disabled).
import type { AuthContext } from '../auth.context';
import type { AuthDeps } from '../auth.deps';
import * as repo from '../auth.repository';
import { sessionDeadline } from './sessions';

export async function authenticate(
  deps: Pick<AuthDeps, 'db' | 'signer' | 'clock' | 'sessionMaxMs'>,
  token: string,
): Promise<AuthContext | null> {
  const { db, signer, clock } = deps;
  const claims = await signer.verify(token);
  if (!claims) return null;
  const now = clock.now();
  const found = await repo.findLiveSession(db, claims.sessionId, now);
  if (!found || found.user.id !== claims.userId || !found.user.actif) return null;
  // Rows renewed before the absolute lifetime existed may expire later than it: it wins.
  if (sessionDeadline(deps, found.session) <= now) return null;
  return found;
}
