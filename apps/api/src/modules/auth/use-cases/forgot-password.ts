// Mails a reset link to an active account. The answer is the same whether the address has an
// account or not, and so is the work before it: the lookup, the link and the mail happen once the
// answer is sent (ADR 020).
import type { ForgotPasswordRequest } from '@parcelles/shared/contracts/auth';
import { HOUR } from '../../../plugins/rate-limit';
import { RESET_LINK_HOURS } from '../../mail/mail.templates';
import type { RequestContext } from '../auth.context';
import type { AuthDeps } from '../auth.deps';
import { AUTH_MESSAGES } from '../../mail/messages';
import * as repo from '../auth.repository';
import { createLinkToken } from '../auth.tokens';
import { emailKey } from '../auth.users';

// The mail states this validity; both sides read the same constant.
const RESET_LIFETIME_MS = RESET_LINK_HOURS * HOUR;

type Deps = Pick<AuthDeps, 'db' | 'limiter' | 'mail' | 'clock'>;

export async function forgotPassword(
  deps: Deps,
  input: ForgotPasswordRequest,
  ctx: RequestContext,
): Promise<string> {
  await deps.limiter.check(
    { key: `forgot:ip:${ctx.ip}`, max: 10, windowMs: HOUR },
    { key: `forgot:email:${emailKey(input.email)}`, max: 5, windowMs: HOUR },
  );
  ctx.afterReply('forgot-password', () => mailResetLink(deps, input.email));
  return AUTH_MESSAGES.resetSent;
}

async function mailResetLink({ db, mail, clock }: Deps, email: string): Promise<void> {
  const user = await repo.findUserByEmail(db, email);
  if (!user?.actif) return;
  const { token, hash } = createLinkToken();
  await db.transaction(async (tx) => {
    await repo.replaceLinkToken(tx, {
      userId: user.id,
      kind: 'REINITIALISATION',
      tokenHash: hash,
      expiresAt: new Date(clock.now().getTime() + RESET_LIFETIME_MS),
    });
    await mail.queue(tx, user.email, 'reinitialisation', { nom: user.nom, token });
  });
  mail.kick();
}
