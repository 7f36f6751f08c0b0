// Sign-up (spec §7): a buyer account whose address must be verified before the first sign-in.
import type { RegisterRequest } from '@parcelles/shared/contracts/auth';
import { isUniqueViolation } from '../../../lib/database-errors';
import { HOUR } from '../../../plugins/rate-limit';
import type { RequestContext } from '../auth.context';
import type { AuthDeps } from '../auth.deps';
import { AUTH_MESSAGES } from '../../mail/messages';
import { emailTaken } from '../auth.users';
import { hashPassword } from '../auth.passwords';
import { recordAudit } from '../../audit/audit.repository';
import * as repo from '../auth.repository';
import { toE164 } from '../auth.users';
import { sendVerification } from './send-verification';

export async function register(
  deps: Pick<AuthDeps, 'db' | 'limiter' | 'mail' | 'clock'>,
  input: RegisterRequest,
  ctx: RequestContext,
): Promise<{ email: string; message: string }> {
  const { db, limiter, mail } = deps;
  await limiter.check({ key: `register:ip:${ctx.ip}`, max: 10, windowMs: HOUR });
  const telephone = toE164(input.telephone);
  if (await repo.findUserByEmail(db, input.email)) throw emailTaken();
  const motDePasseHash = await hashPassword(input.motDePasse);
  try {
    await db.transaction(async (tx) => {
      const user = await repo.insertUser(tx, {
        nom: input.nom,
        email: input.email,
        telephone,
        motDePasseHash,
      });
      await sendVerification(deps, tx, user, { replace: false });
      await recordAudit(tx, {
        acteurId: user.id,
        action: 'INSCRIPTION',
        entite: 'utilisateur',
        entiteId: user.id,
        ip: ctx.ip,
      });
    });
  } catch (err) {
    // Two sign-ups with one address at the same instant: the unique index keeps one.
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
  mail.kick();
  return { email: input.email, message: AUTH_MESSAGES.registered(input.email) };
}
