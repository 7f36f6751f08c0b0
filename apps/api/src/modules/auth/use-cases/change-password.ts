// A signed-in user changes their password: the other devices are signed out, this one stays, and
// a mail says so.
import type { ChangePasswordRequest } from '@parcelles/shared/contracts/profile';
import { invalidData } from '@parcelles/shared/errors';
import { MINUTE } from '../../../plugins/rate-limit';
import type { AuthContext, RequestContext } from '../auth.context';
import type { AuthDeps } from '../auth.deps';
import { AUTH_MESSAGES } from '../../mail/messages';
import { hashPassword, verifyPassword } from '../auth.passwords';
import { recordAudit } from '../../audit/audit.repository';
import * as repo from '../auth.repository';

export async function changePassword(
  { db, limiter, mail, clock }: Pick<AuthDeps, 'db' | 'limiter' | 'mail' | 'clock'>,
  auth: AuthContext,
  input: ChangePasswordRequest,
  ctx: RequestContext,
): Promise<string> {
  await limiter.check({ key: `password:user:${auth.user.id}`, max: 10, windowMs: 15 * MINUTE });
  if (!(await verifyPassword(auth.user.motDePasseHash, input.currentPassword))) {
    throw invalidData(
      { currentPassword: AUTH_MESSAGES.wrongCurrentPassword },
      AUTH_MESSAGES.wrongCurrentPassword,
    );
  }
  const motDePasseHash = await hashPassword(input.newPassword, 'account');
  await db.transaction(async (tx) => {
    await repo.updateUser(tx, auth.user.id, { motDePasseHash });
    // Other devices must sign in again; this one stays signed in.
    await repo.revokeUserSessions(tx, auth.user.id, auth.session.id);
    await mail.queue(tx, auth.user.email, 'motDePasseModifie', { nom: auth.user.nom, date: clock.now() });
    await recordAudit(tx, {
      acteurId: auth.user.id,
      action: 'MOT_DE_PASSE_MODIFIE',
      entite: 'utilisateur',
      entiteId: auth.user.id,
      ip: ctx.ip,
    });
  });
  mail.kick();
  return AUTH_MESSAGES.passwordChanged;
}
