// What a new password from a one-time link (a reset, an invitation) goes through before it is
// hashed (issue 27): a limit per client, then the link itself, so that junk links cost one indexed
// read and never the 64 MiB of an argon2 hash; the hash then waits in the anonymous lane.
import type { AppError } from '@parcelles/shared/errors';
import { MINUTE } from '../../../plugins/rate-limit';
import type { RequestContext } from '../auth.context';
import type { AuthDeps } from '../auth.deps';
import { hashPassword } from '../auth.passwords';
import * as repo from '../auth.repository';
import { hashLinkToken } from '../auth.tokens';

/** Tries of one kind of link per client: a person mistyping needs a few, never ten. */
const LINK_TRIES = { max: 10, windowMs: 15 * MINUTE };

export async function passwordFromLink(
  { db, limiter, clock }: Pick<AuthDeps, 'db' | 'limiter' | 'clock'>,
  kind: 'REINITIALISATION' | 'INVITATION',
  input: { token: string; motDePasse: string },
  ctx: RequestContext,
  invalid: () => AppError,
): Promise<{ tokenHash: string; motDePasseHash: string }> {
  await limiter.check({ key: `lien:${kind}:ip:${ctx.ip}`, ...LINK_TRIES });
  const tokenHash = hashLinkToken(input.token);
  if (!(await repo.findLiveLinkTokenUser(db, kind, tokenHash, clock.now()))) throw invalid();
  return { tokenHash, motDePasseHash: await hashPassword(input.motDePasse, 'anonymous') };
}
