// A staff account made by an administrator (ADR 012): the account exists at once but has no
// password anyone knows, so it cannot sign in until the invitee follows the mailed link and
// chooses one (auth/use-cases/accept-invitation.ts). Resending draws a new link and voids the old.
import { randomBytes } from 'node:crypto';
import {
  INVITATION_LINK_DAYS,
  type InviteUtilisateurRequest,
  type Utilisateur,
} from '@parcelles/shared/contracts/utilisateurs';
import { AppError, notFound } from '@parcelles/shared/errors';
import type { Executor } from '../../../db/client';
import { isUuid } from '../../../lib/ids';
import { isUniqueViolation } from '../../../lib/database-errors';
import { recordAudit } from '../../audit/audit.repository';
import { hashPassword } from '../../auth/auth.passwords';
import * as authRepo from '../../auth/auth.repository';
import { createLinkToken } from '../../auth/auth.tokens';
import { emailTaken, toE164 } from '../../auth/auth.users';
import { UTILISATEUR_MESSAGES } from '../../mail/messages';
import type { Actor, UtilisateursDeps } from '../utilisateurs.deps';
import { USER_NOT_FOUND } from './get-utilisateur';
import { toUtilisateur } from './utilisateur-view';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A new invitation link for the account (its earlier ones void), mailed, and the audit entry
 * (`apres` when the account is new, `details` when the link is sent again).
 */
async function sendInvitation(
  { mail, clock }: Pick<UtilisateursDeps, 'mail' | 'clock'>,
  tx: Executor,
  row: { id: string; nom: string; email: string; role: string },
  actor: Actor,
  audit: { ip: string | null; apres?: Record<string, unknown>; details?: Record<string, unknown> },
): Promise<void> {
  const { token, hash } = createLinkToken();
  await authRepo.replaceLinkToken(tx, {
    userId: row.id,
    kind: 'INVITATION',
    tokenHash: hash,
    expiresAt: new Date(clock.now().getTime() + INVITATION_LINK_DAYS * DAY_MS),
  });
  await mail.queue(tx, row.email, 'invitation', {
    nom: row.nom,
    token,
    role: row.role,
    invitePar: actor.nom,
  });
  await recordAudit(tx, {
    acteurId: actor.id,
    action: 'INVITATION_ENVOYEE',
    entite: 'utilisateur',
    entiteId: row.id,
    ...audit,
  });
}

export async function inviteUtilisateur(
  { db, mail, clock }: UtilisateursDeps,
  actor: Actor,
  input: InviteUtilisateurRequest,
  ip: string | null,
): Promise<Utilisateur> {
  const telephone = input.telephone ? toE164(input.telephone) : null;
  if (await authRepo.findUserByEmail(db, input.email)) throw emailTaken();
  // A password nobody knows, thrown away at once: the account stays closed until the link is used.
  const motDePasseHash = await hashPassword(randomBytes(32).toString('base64url'), 'account');
  let user;
  try {
    user = await db.transaction(async (tx) => {
      const row = await authRepo.insertUser(tx, {
        nom: input.nom.trim(),
        email: input.email,
        telephone,
        role: input.role,
        motDePasseHash,
      });
      await sendInvitation({ mail, clock }, tx, row, actor, {
        ip,
        apres: { nom: row.nom, email: row.email, role: row.role },
      });
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
  mail.kick();
  return toUtilisateur(user);
}

/** A new link for an invitation not yet accepted; the earlier links stop working. */
export async function resendInvitation(
  { db, mail, clock }: UtilisateursDeps,
  actor: Actor,
  id: string,
  ip: string | null,
): Promise<Utilisateur> {
  if (!isUuid(id)) throw notFound(USER_NOT_FOUND);
  const user = await db.transaction(async (tx) => {
    const row = await authRepo.lockUserRow(tx, id);
    if (!row) throw notFound(USER_NOT_FOUND);
    if (row.emailVerifieLe || !row.actif) {
      throw new AppError('CONFLICT', { status: 409, message: UTILISATEUR_MESSAGES.notInvitable });
    }
    await sendInvitation({ mail, clock }, tx, row, actor, { ip, details: { renvoi: true } });
    return row;
  });
  mail.kick();
  return toUtilisateur(user);
}
