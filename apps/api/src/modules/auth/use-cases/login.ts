// Sign-in on a verified, active account; an unknown address and a wrong password read the same
// and take the same time. Failed attempts are limited per address and client together, so that a
// stranger's guesses never lock the owner out (ADR 020); successes are not counted.
import { setTimeout as sleep } from 'node:timers/promises';
import {
  EMAIL_NOT_VERIFIED_MESSAGE,
  type LoginData,
  type LoginResponse,
} from '@parcelles/shared/contracts/auth';
import { AppError } from '@parcelles/shared/errors';
import { MINUTE, type Limit } from '../../../plugins/rate-limit';
import type { RequestContext } from '../auth.context';
import type { AuthDeps } from '../auth.deps';
import { AUTH_MESSAGES } from '../../mail/messages';
import { verifyAgainstNothing, verifyPassword } from '../auth.passwords';
import { recordAudit } from '../../audit/audit.repository';
import * as repo from '../auth.repository';
import { emailKey, toUser } from '../auth.users';
import { openSession } from './sessions';

const WINDOW_MS = 15 * MINUTE;
/** Failures on one address from one client: that client waits for the window's end (429). */
const PAIR_FAILURES = 10;
/** Failures from one client across addresses (password spraying): that client waits (429). */
const CLIENT_FAILURES = 30;
/**
 * Failures on one address from every client: beyond this, each attempt on the address, the owner's
 * included, is answered a little later (DELAY_STEP_MS more per failure, at most MAX_DELAY_MS), but
 * never refused: a stranger slows guessing down, never the owner out.
 */
const ADDRESS_FAILURES = 20;
const DELAY_STEP_MS = 100;
const MAX_DELAY_MS = 2_000;

function limits(email: string, ip: string | null) {
  const address = emailKey(email);
  return {
    pair: { key: `login:pair:${address}:${ip}`, max: PAIR_FAILURES, windowMs: WINDOW_MS },
    client: { key: `login:ip:${ip}`, max: CLIENT_FAILURES, windowMs: WINDOW_MS },
    address: { key: `login:email:${address}`, max: ADDRESS_FAILURES, windowMs: WINDOW_MS },
  } satisfies Record<string, Limit>;
}

export async function login(
  deps: Pick<AuthDeps, 'db' | 'signer' | 'limiter' | 'clock' | 'sessionMaxMs'>,
  input: LoginData,
  ctx: RequestContext,
): Promise<LoginResponse> {
  const { db, limiter } = deps;
  // Every attempt counts as a failure until its password proves right (parallel guesses cannot
  // slip past the limits); a right password takes its hits back below.
  const { pair, client, address } = limits(input.email, ctx.ip);
  await limiter.check(pair, client);
  const excess = await limiter.excess(address);
  if (excess > 0) await sleep(Math.min(MAX_DELAY_MS, excess * DELAY_STEP_MS));
  const user = await repo.findUserByEmail(db, input.email);
  const valid = user
    ? await verifyPassword(user.motDePasseHash, input.motDePasse)
    : await verifyAgainstNothing(input.motDePasse);
  if (!user || !valid) {
    throw new AppError('UNAUTHORIZED', { status: 401, message: AUTH_MESSAGES.badCredentials });
  }
  // The right password: this client's earlier failures on the address are forgiven too.
  await Promise.all([limiter.reset(pair.key), limiter.refund(client.key, address.key)]);
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
