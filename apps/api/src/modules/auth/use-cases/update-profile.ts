// Name, e-mail and phone. A new address must be verified again before the next sign-in, and the
// links mailed to the old one stop working.
import type { User } from '@parcelles/shared/contracts/auth';
import type { ProfileUpdate } from '@parcelles/shared/contracts/profile';
import { isUniqueViolation } from '../../../lib/database-errors';
import type { AuthContext, RequestContext } from '../auth.context';
import type { AuthDeps } from '../auth.deps';
import { AUTH_MESSAGES } from '../../mail/messages';
import { emailTaken } from '../auth.users';
import { recordAudit } from '../../audit/audit.repository';
import * as repo from '../auth.repository';
import { emailKey, toE164, toUser } from '../auth.users';
import { sendVerification } from './send-verification';

export async function updateProfile(
  deps: Pick<AuthDeps, 'db' | 'mail' | 'clock'>,
  auth: AuthContext,
  input: ProfileUpdate,
  ctx: RequestContext,
): Promise<{ user: User; message: string }> {
  const { db, mail } = deps;
  const telephone = input.telephone ? toE164(input.telephone) : null;
  const emailChanged = emailKey(input.email) !== emailKey(auth.user.email);
  if (emailChanged && (await repo.findUserByEmail(db, input.email))) throw emailTaken();
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
