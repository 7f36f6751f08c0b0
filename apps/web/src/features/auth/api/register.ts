import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest } from '@parcelles/shared/contracts/auth';
import { apiCall, type ApiResult } from '../../../lib/api-client';

/** POST /auth/register: the account waits for its e-mail to be verified (DESIGN.md §4). */
export function register(body: RegisterRequest): Promise<ApiResult<{ email: string }>> {
  return apiCall<{ email: string }>('/auth/register', { method: 'POST', body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
