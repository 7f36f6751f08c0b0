// Mails a new verification link to an active, unverified account; the same answer otherwise.
import type { ResendVerificationRequest } from '@parcelles/shared/contracts/auth';
import { HOUR } from '../../../plugins/rate-limit';
import type { RequestContext } from '../auth.context';
import type { AuthDeps } from '../auth.deps';
import { AUTH_MESSAGES } from '../../mail/messages';
import * as repo from '../auth.repository';
import { emailKey } from '../auth.users';
import { sendVerification } from './send-verification';

export async function resendVerification(
  deps: Pick<AuthDeps, 'db' | 'limiter' | 'mail' | 'clock'>,
  input: ResendVerificationRequest,
  ctx: RequestContext,
): Promise<string> {
  const { db, limiter, mail } = deps;
  await limiter.check(
    { key: `resend:ip:${ctx.ip}`, max: 10, windowMs: HOUR },
    { key: `resend:email:${emailKey(input.email)}`, max: 5, windowMs: HOUR },
  );
  const user = await repo.findUserByEmail(db, input.email);
  if (user?.actif && !user.emailVerifieLe) {
    await db.transaction((tx) => sendVerification(deps, tx, user, { replace: false }));
    mail.kick();
  }
  return AUTH_MESSAGES.verificationResent;
}
