import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest } from '@parcelles/shared/contracts/auth';
import { apiCall, type ApiResult } from '../../../lib/api-client';

/** POST /auth/forgot-password: the same answer whether or not the address has an account. */
export function forgotPassword(body: ForgotPasswordRequest): Promise<ApiResult<unknown>> {
  return apiCall('/auth/forgot-password', { method: 'POST', body });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
