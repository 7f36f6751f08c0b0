// The live session a bearer token names, or null (bad signature, expired, revoked, disabled).
import type { AuthContext } from '../auth.context';
import type { AuthDeps } from '../auth.deps';
import * as repo from '../auth.repository';

export async function authenticate(
  { db, signer, clock }: Pick<AuthDeps, 'db' | 'signer' | 'clock'>,
  token: string,
): Promise<AuthContext | null> {
  const claims = await signer.verify(token);
  if (!claims) return null;
  const found = await repo.findLiveSession(db, claims.sessionId, clock.now());
  if (!found || found.user.id !== claims.userId || !found.user.actif) return null;
  return found;
}
