// Name, e-mail and phone. A new address must be verified again before the next sign-in, and the
// links mailed to the old one stop working. An address already taken is said so (the user is
// signed in and verified), but a user may try only a few new addresses an hour (ADR 020).
import type { User } from '@parcelles/shared/contracts/auth';
import type { ProfileUpdate } from '@parcelles/shared/contracts/profile';
import { isUniqueViolation } from '../../../lib/database-errors';
import { HOUR } from '../../../plugins/rate-limit';
import type { AuthContext, RequestContext } from '../auth.context';
import type { AuthDeps } from '../auth.deps';
import { AUTH_MESSAGES } from '../../mail/messages';
import { emailTaken } from '../auth.users';
import { recordAudit } from '../../audit/audit.repository';
import * as repo from '../auth.repository';
import { emailKey, toE164, toUser } from '../auth.users';
import { sendVerification } from './send-verification';

export async function updateProfile(
  deps: Pick<AuthDeps, 'db' | 'limiter' | 'mail' | 'clock'>,
  auth: AuthContext,
  input: ProfileUpdate,
  ctx: RequestContext,
): Promise<{ user: User; message: string }> {
  const { db, mail } = deps;
  const telephone = input.telephone ? toE164(input.telephone) : null;
  const emailChanged = emailKey(input.email) !== emailKey(auth.user.email);
  if (emailChanged) {
    // Counted before the lookup: every address tried, taken or not, uses up one change.
    await deps.limiter.check({ key: `profile-email:user:${auth.user.id}`, max: 5, windowMs: HOUR });
    if (await repo.findUserByEmail(db, input.email)) throw emailTaken();
  }
  try {
    const user = await db.transaction(async (tx) => {
      const updated = await repo.updateUser(tx, auth.user.id, {
        nom: input.nom,
        email: input.email,
        telephone,
        ...(emailChanged ? { emailVerifieLe: null } : {}),
      });
      if (emailChanged) {
        await sendVerification(deps, tx, updated, { replace: true });
        await recordAudit(tx, {
          acteurId: updated.id,
          action: 'CHANGEMENT_EMAIL',
          entite: 'utilisateur',
          entiteId: updated.id,
          ip: ctx.ip,
          avant: { email: auth.user.email },
          apres: { email: updated.email },
        });
      }
      return updated;
    });
    if (emailChanged) mail.kick();
    return {
      user: toUser(user),
      message: emailChanged ? AUTH_MESSAGES.profileUpdatedNewEmail(user.email) : AUTH_MESSAGES.profileUpdated,
    };
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
}
