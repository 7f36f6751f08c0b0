// Mails a new verification link to an active, unverified account; the same answer otherwise, and
// the same work before it: the lookup and the mail happen once the answer is sent (ADR 020).
import type { ResendVerificationRequest } from '@parcelles/shared/contracts/auth';
import { HOUR } from '../../../plugins/rate-limit';
import type { RequestContext } from '../auth.context';
import type { AuthDeps } from '../auth.deps';
import { AUTH_MESSAGES } from '../../mail/messages';
import * as repo from '../auth.repository';
import { emailKey } from '../auth.users';
import { sendVerification } from './send-verification';

type Deps = Pick<AuthDeps, 'db' | 'limiter' | 'mail' | 'clock'>;

export async function resendVerification(
  deps: Deps,
  input: ResendVerificationRequest,
  ctx: RequestContext,
): Promise<string> {
  await deps.limiter.check(
    { key: `resend:ip:${ctx.ip}`, max: 10, windowMs: HOUR },
    { key: `resend:email:${emailKey(input.email)}`, max: 5, windowMs: HOUR },
  );
  ctx.afterReply('resend-verification', () => mailVerificationLink(deps, input.email));
  return AUTH_MESSAGES.verificationResent;
}

async function mailVerificationLink(deps: Deps, email: string): Promise<void> {
  const user = await repo.findUserByEmail(deps.db, email);
  if (!user?.actif || user.emailVerifieLe) return;
  await deps.db.transaction((tx) => sendVerification(deps, tx, user, { replace: false }));
  deps.mail.kick();
}
