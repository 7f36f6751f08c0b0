// Mails a verification link. A link sent again to the same address leaves the earlier ones valid
// (the first mail may be the one the user opens); `replace` voids them, for a new address: a link
// mailed to the old one must not verify it.
import type { Executor } from '../../../db/client';
import { HOUR } from '../../../plugins/rate-limit';
import { VERIFICATION_LINK_HOURS } from '../../mail/mail.templates';
import type { AuthDeps } from '../auth.deps';
import * as repo from '../auth.repository';
import { createLinkToken } from '../auth.tokens';

// The mail states this validity; both sides read the same constant.
const VERIFICATION_LIFETIME_MS = VERIFICATION_LINK_HOURS * HOUR;

export async function sendVerification(
  { mail, clock }: Pick<AuthDeps, 'mail' | 'clock'>,
  tx: Executor,
  user: Pick<repo.UserRow, 'id' | 'nom' | 'email'>,
  { replace }: { replace: boolean },
): Promise<void> {
  const { token, hash } = createLinkToken();
  const values = {
    userId: user.id,
    kind: 'VERIFICATION_EMAIL' as const,
    tokenHash: hash,
    expiresAt: new Date(clock.now().getTime() + VERIFICATION_LIFETIME_MS),
  };
  await (replace ? repo.replaceLinkToken(tx, values) : repo.insertLinkToken(tx, values));
  await mail.queue(tx, user.email, 'verification', { nom: user.nom, token });
}
