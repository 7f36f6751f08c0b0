// Sign-in on a verified, active account; an unknown address and a wrong password read the same
// and take the same time.
import {
  EMAIL_NOT_VERIFIED_MESSAGE,
  type LoginData,
  type LoginResponse,
} from '@parcelles/shared/contracts/auth';
import { AppError } from '@parcelles/shared/errors';
import { MINUTE } from '../../../plugins/rate-limit';
import type { RequestContext } from '../auth.context';
import type { AuthDeps } from '../auth.deps';
import { AUTH_MESSAGES } from '../../mail/messages';
import { verifyAgainstNothing, verifyPassword } from '../auth.passwords';
import { recordAudit } from '../../audit/audit.repository';
import * as repo from '../auth.repository';
import { emailKey, toUser } from '../auth.users';
import { openSession } from './sessions';

export async function login(
  deps: Pick<AuthDeps, 'db' | 'signer' | 'limiter' | 'clock' | 'sessionMaxMs'>,
  input: LoginData,
  ctx: RequestContext,
): Promise<LoginResponse> {
  const { db, limiter } = deps;
  await limiter.check(
    { key: `login:ip:${ctx.ip}`, max: 30, windowMs: 15 * MINUTE },
    { key: `login:email:${emailKey(input.email)}`, max: 10, windowMs: 15 * MINUTE },
  );
  const user = await repo.findUserByEmail(db, input.email);
  const valid = user
    ? await verifyPassword(user.motDePasseHash, input.motDePasse)
    : await verifyAgainstNothing(input.motDePasse);
  if (!user || !valid) {
    throw new AppError('UNAUTHORIZED', { status: 401, message: AUTH_MESSAGES.badCredentials });
  }
  if (!user.actif) throw new AppError('ACCOUNT_DISABLED', { status: 403, message: AUTH_MESSAGES.disabled });
  if (!user.emailVerifieLe) {
    throw new AppError('EMAIL_NOT_VERIFIED', { status: 403, message: EMAIL_NOT_VERIFIED_MESSAGE });
  }
  const { token, expiresAt } = await openSession(deps, user, input.rememberMe ?? false, ctx);
  const updated = await repo.updateUser(db, user.id, { derniereConnexion: deps.clock.now() });
  await recordAudit(db, {
    acteurId: user.id,
    action: 'CONNEXION',
    entite: 'utilisateur',
    entiteId: user.id,
    ip: ctx.ip,
  });
  return { token, expiresAt: expiresAt.toISOString(), user: toUser(updated) };
}
