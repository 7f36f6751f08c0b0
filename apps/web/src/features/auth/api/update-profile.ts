import { useMutation } from '@tanstack/react-query';
import type { User } from '@parcelles/shared/contracts/auth';
import type { ProfileUpdate } from '@parcelles/shared/contracts/profile';
import { apiCall, type ApiResult } from '../../../lib/api-client';
import { storeUser } from '../../../lib/session';

/** PUT /auth/profile: a new address becomes unverified and gets a verification mail. */
export function updateProfile(body: ProfileUpdate): Promise<ApiResult<User>> {
  return apiCall<User>('/auth/profile', { method: 'PUT', body });
}

/** Spec §7: the updated user replaces the stored one. */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ data }) => storeUser(data),
  });
}
