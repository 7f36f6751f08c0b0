// Session lifetimes (ADR 006): a day, or 30 with "remember me"; a session is renewed past half of
// it. Opening one signs the bearer token that names it.
import { HOUR } from '../../../plugins/rate-limit';
import type { RequestContext } from '../auth.context';
import type { AuthDeps } from '../auth.deps';
import * as repo from '../auth.repository';

const DAY = 24 * HOUR;
export const SESSION_LIFETIME_MS = { default: DAY, rememberMe: 30 * DAY };

export async function openSession(
  { db, signer, clock }: Pick<AuthDeps, 'db' | 'signer' | 'clock'>,
  user: repo.UserRow,
  rememberMe: boolean,
  ctx: RequestContext,
) {
  const expiresAt = new Date(
    clock.now().getTime() + SESSION_LIFETIME_MS[rememberMe ? 'rememberMe' : 'default'],
  );
  const session = await repo.insertSession(db, { userId: user.id, rememberMe, expiresAt, ...ctx });
  return { token: await signer.sign({ userId: user.id, sessionId: session.id }, expiresAt), expiresAt };
}
