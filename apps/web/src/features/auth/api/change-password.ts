import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@parcelles/shared/contracts/profile';
import { api } from '../../../lib/api-client';

/** PUT /auth/change-password: the user's other sessions are revoked, this one stays. */
export function changePassword(body: ChangePasswordRequest): Promise<unknown> {
  return api.put('/auth/change-password', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
