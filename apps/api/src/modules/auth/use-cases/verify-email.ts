// The verification link, used once, verifies the address; the other links mailed for it go void.
import type { VerifyEmailRequest } from '@parcelles/shared/contracts/auth';
import { invalidData } from '@parcelles/shared/errors';
import type { AuthDeps } from '../auth.deps';
import { AUTH_MESSAGES } from '../../mail/messages';
import * as repo from '../auth.repository';
import { hashLinkToken } from '../auth.tokens';

export async function verifyEmail(
  { db, clock }: Pick<AuthDeps, 'db' | 'clock'>,
  input: VerifyEmailRequest,
): Promise<string> {
  const now = clock.now();
  const verified = await db.transaction(async (tx) => {
    const userId = await repo.consumeLinkToken(tx, 'VERIFICATION_EMAIL', hashLinkToken(input.token), now);
    if (!userId) return false;
    // The address is verified: the other links mailed for it have nothing left to do.
    await repo.voidLinkTokens(tx, userId, 'VERIFICATION_EMAIL');
    await repo.updateUser(tx, userId, { emailVerifieLe: now });
    return true;
  });
  if (!verified) {
    throw invalidData({ token: AUTH_MESSAGES.verificationInvalid }, AUTH_MESSAGES.verificationInvalid);
  }
  return AUTH_MESSAGES.verified;
}
