// The invitee's first password, from the invitation link (ADR 012), used once: the address counts
// as verified (the link reached it), and the invitee signs in from the login page.
import {
  INVITATION_INVALID_MESSAGE,
  type AcceptInvitationRequest,
} from '@parcelles/shared/contracts/utilisateurs';
import { invalidData } from '@parcelles/shared/errors';
import type { RequestContext } from '../auth.context';
import type { AuthDeps } from '../auth.deps';
import { UTILISATEUR_MESSAGES } from '../../mail/messages';
import { hashPassword } from '../auth.passwords';
import { recordAudit } from '../../audit/audit.repository';
import * as repo from '../auth.repository';
import { hashLinkToken } from '../auth.tokens';

export async function acceptInvitation(
  { db, clock }: Pick<AuthDeps, 'db' | 'clock'>,
  input: AcceptInvitationRequest,
  ctx: RequestContext,
): Promise<string> {
  const motDePasseHash = await hashPassword(input.motDePasse);
  const now = clock.now();
  const done = await db.transaction(async (tx) => {
    const userId = await repo.consumeLinkToken(tx, 'INVITATION', hashLinkToken(input.token), now);
    if (!userId) return false;
    const user = await repo.findUserById(tx, userId);
    // An account switched off since the invitation stays closed.
    if (!user?.actif) return false;
    await repo.updateUser(tx, userId, { motDePasseHash, emailVerifieLe: user.emailVerifieLe ?? now });
    await repo.voidLinkTokens(tx, userId, 'INVITATION');
    await repo.revokeUserSessions(tx, userId);
    await recordAudit(tx, {
      acteurId: userId,
      action: 'INVITATION_ACCEPTEE',
      entite: 'utilisateur',
      entiteId: userId,
      ip: ctx.ip,
    });
    return true;
  });
  if (!done) throw invalidData({ token: INVITATION_INVALID_MESSAGE }, INVITATION_INVALID_MESSAGE);
  return UTILISATEUR_MESSAGES.invitationAccepted;
}
