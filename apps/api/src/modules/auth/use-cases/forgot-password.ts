// Mails a reset link to an active account; the answer is the same whether the address has an
// account or not.
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

export async function forgotPassword(
  { db, limiter, mail, clock }: Pick<AuthDeps, 'db' | 'limiter' | 'mail' | 'clock'>,
  input: ForgotPasswordRequest,
  ctx: RequestContext,
): Promise<string> {
  await limiter.check(
    { key: `forgot:ip:${ctx.ip}`, max: 10, windowMs: HOUR },
    { key: `forgot:email:${emailKey(input.email)}`, max: 5, windowMs: HOUR },
  );
  const user = await repo.findUserByEmail(db, input.email);
  if (user?.actif) {
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
  return AUTH_MESSAGES.resetSent;
}
