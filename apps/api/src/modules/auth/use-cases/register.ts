// Sign-up (spec §7): a buyer account whose address must be verified before the first sign-in.
// The answer never tells whether the address already has an account (ADR 020): every sign-up gets
// the same answer after the same work (checks and password hash); the account is created, or its
// owner told by mail that someone tried to sign up with their address, once the answer is sent.
import type { RegisterRequest } from '@parcelles/shared/contracts/auth';
import { isUniqueViolation } from '../../../lib/database-errors';
import { HOUR } from '../../../plugins/rate-limit';
import type { RequestContext } from '../auth.context';
import type { AuthDeps } from '../auth.deps';
import { AUTH_MESSAGES } from '../../mail/messages';
import { hashPassword } from '../auth.passwords';
import { recordAudit } from '../../audit/audit.repository';
import * as repo from '../auth.repository';
import { emailKey, toE164 } from '../auth.users';
import { sendVerification } from './send-verification';

type Deps = Pick<AuthDeps, 'db' | 'limiter' | 'mail' | 'clock'>;

interface NewAccount {
  nom: string;
  email: string;
  telephone: string;
  motDePasseHash: string;
}

export async function register(
  deps: Deps,
  input: RegisterRequest,
  ctx: RequestContext,
): Promise<{ email: string; message: string }> {
  // Per address too: the mails to an existing account's owner stay few.
  await deps.limiter.check(
    { key: `register:ip:${ctx.ip}`, max: 10, windowMs: HOUR },
    { key: `register:email:${emailKey(input.email)}`, max: 5, windowMs: HOUR },
  );
  const telephone = toE164(input.telephone);
  const motDePasseHash = await hashPassword(input.motDePasse, 'anonymous');
  const account = { nom: input.nom, email: input.email, telephone, motDePasseHash };
  ctx.afterReply('register', () => createAccount(deps, account, ctx.ip));
  return { email: input.email, message: AUTH_MESSAGES.registered(input.email) };
}

async function createAccount(deps: Deps, account: NewAccount, ip: string | null): Promise<void> {
  const { db, mail } = deps;
  const existing = await repo.findUserByEmail(db, account.email);
  if (existing) return warnOwner(deps, existing);
  try {
    await db.transaction(async (tx) => {
      const user = await repo.insertUser(tx, account);
      await sendVerification(deps, tx, user, { replace: false });
      await recordAudit(tx, {
        acteurId: user.id,
        action: 'INSCRIPTION',
        entite: 'utilisateur',
        entiteId: user.id,
        ip,
      });
    });
  } catch (err) {
    // Two sign-ups with one address at the same instant: the unique index keeps the first.
    if (!isUniqueViolation(err)) throw err;
    const winner = await repo.findUserByEmail(db, account.email);
    if (winner) return warnOwner(deps, winner);
    throw err;
  }
  mail.kick();
}

/**
 * The address has an account: nothing about it changes, and its owner learns of the attempt (and
 * how to get in, if it was them). A deactivated account gets nothing: the owner could not use
 * the links, and the staff deactivated it.
 */
async function warnOwner({ db, mail }: Deps, user: repo.UserRow): Promise<void> {
  if (!user.actif) return;
  await mail.queue(db, user.email, 'inscriptionAdresseExistante', { nom: user.nom });
  mail.kick();
}
