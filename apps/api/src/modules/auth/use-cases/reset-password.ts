// A new password from a reset link, used once: every session ends, and a mail says so.
import type { ResetPasswordRequest } from '@parcelles/shared/contracts/auth';
import { invalidData } from '@parcelles/shared/errors';
import type { RequestContext } from '../auth.context';
import type { AuthDeps } from '../auth.deps';
import { AUTH_MESSAGES } from '../../mail/messages';
import { recordAudit } from '../../audit/audit.repository';
import * as repo from '../auth.repository';
import { passwordFromLink } from './link-password';

export async function resetPassword(
  deps: Pick<AuthDeps, 'db' | 'mail' | 'clock' | 'limiter'>,
  input: ResetPasswordRequest,
  ctx: RequestContext,
): Promise<string> {
  const { db, mail, clock } = deps;
  const invalid = () => invalidData({ token: AUTH_MESSAGES.resetInvalid }, AUTH_MESSAGES.resetInvalid);
  const { tokenHash, motDePasseHash } = await passwordFromLink(deps, 'REINITIALISATION', input, ctx, invalid);
  const now = clock.now();
  const done = await db.transaction(async (tx) => {
    const userId = await repo.consumeLinkToken(tx, 'REINITIALISATION', tokenHash, now);
    if (!userId) return false;
    const user = await repo.findUserById(tx, userId);
    if (!user?.actif) return false;
    // Receiving the link proves the address, so it counts as verified from now on.
    await repo.updateUser(tx, userId, {
      motDePasseHash,
      emailVerifieLe: user.emailVerifieLe ?? now,
    });
    await repo.revokeUserSessions(tx, userId);
    await mail.queue(tx, user.email, 'motDePasseModifie', { nom: user.nom, date: now });
    await recordAudit(tx, {
      acteurId: userId,
      action: 'MOT_DE_PASSE_REINITIALISE',
      entite: 'utilisateur',
      entiteId: userId,
      ip: ctx.ip,
    });
    return true;
  });
  if (!done) throw invalid();
  mail.kick();
  return AUTH_MESSAGES.passwordReset;
}
