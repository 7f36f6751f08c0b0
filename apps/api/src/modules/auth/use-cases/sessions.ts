// Session lifetimes (ADR 006): a day, or 30 with "remember me"; a session is renewed past half of
// it. Renewals never carry it past its absolute end, SESSION_MAX_DAYS (or REMEMBER_ME_MAX_DAYS)
// after sign-in (ADR 018). Opening one signs the bearer token that names it.
import { HOUR } from '../../../plugins/rate-limit';
import type { RequestContext } from '../auth.context';
import type { AuthDeps } from '../auth.deps';
import * as repo from '../auth.repository';

const DAY = 24 * HOUR;
export const SESSION_LIFETIME_MS = { default: DAY, rememberMe: 30 * DAY };

const kind = (rememberMe: boolean) => (rememberMe ? 'rememberMe' : 'default');

/** When a session must end whatever its use: its sign-in plus the absolute lifetime. */
export const sessionDeadline = (
  { sessionMaxMs }: Pick<AuthDeps, 'sessionMaxMs'>,
  session: { createdAt: Date; rememberMe: boolean },
) => new Date(session.createdAt.getTime() + sessionMaxMs[kind(session.rememberMe)]);

/** A full lifetime from `now`, cut at the session's deadline. */
export const renewedExpiry = (
  deps: Pick<AuthDeps, 'sessionMaxMs'>,
  session: { createdAt: Date; rememberMe: boolean },
  now: Date,
) =>
  new Date(
    Math.min(
      now.getTime() + SESSION_LIFETIME_MS[kind(session.rememberMe)],
      sessionDeadline(deps, session).getTime(),
    ),
  );

export async function openSession(
  deps: Pick<AuthDeps, 'db' | 'signer' | 'clock' | 'sessionMaxMs'>,
  user: repo.UserRow,
  rememberMe: boolean,
  ctx: RequestContext,
) {
  const { db, signer, clock } = deps;
  const createdAt = clock.now();
  const expiresAt = renewedExpiry(deps, { createdAt, rememberMe }, createdAt);
  const session = await repo.insertSession(db, { userId: user.id, rememberMe, expiresAt, createdAt, ...ctx });
  return { token: await signer.sign({ userId: user.id, sessionId: session.id }, expiresAt), expiresAt };
}
