import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest } from '@parcelles/shared/contracts/auth';
import { api } from '../../../lib/api-client';

/** POST /auth/reset-password with the token of the e-mailed link and the new password. */
export function resetPassword(body: ResetPasswordRequest): Promise<unknown> {
  return api.post('/auth/reset-password', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
