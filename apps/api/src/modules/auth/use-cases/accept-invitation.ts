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
import { recordAudit } from '../../audit/audit.repository';
import * as repo from '../auth.repository';
import { passwordFromLink } from './link-password';

export async function acceptInvitation(
  deps: Pick<AuthDeps, 'db' | 'clock' | 'limiter'>,
  input: AcceptInvitationRequest,
  ctx: RequestContext,
): Promise<string> {
  const { db, clock } = deps;
  const invalid = () => invalidData({ token: INVITATION_INVALID_MESSAGE }, INVITATION_INVALID_MESSAGE);
  const { tokenHash, motDePasseHash } = await passwordFromLink(deps, 'INVITATION', input, ctx, invalid);
  const now = clock.now();
  const done = await db.transaction(async (tx) => {
    const userId = await repo.consumeLinkToken(tx, 'INVITATION', tokenHash, now);
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
  if (!done) throw invalid();
  return UTILISATEUR_MESSAGES.invitationAccepted;
}
