import { useMutation } from '@tanstack/react-query';
import type { ResendVerificationRequest } from '@parcelles/shared/contracts/auth';
import { api } from '../../../lib/api-client';

/** POST /auth/resend-verification-email, offered when sign-in is refused for an unverified address. */
export function resendVerificationEmail(body: ResendVerificationRequest): Promise<unknown> {
  return api.post('/auth/resend-verification-email', body);
}

export function useResendVerificationEmail() {
  return useMutation({ mutationFn: resendVerificationEmail });
}
