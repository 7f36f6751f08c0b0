import { useMutation } from '@tanstack/react-query';
import type { User } from '@parcelles/shared/contracts/auth';
import type { ProfilePreferences } from '@parcelles/shared/contracts/profile';
import { apiCall, type ApiResult } from '../../../lib/api-client';
import { storeUser } from '../../../lib/session';

/** PUT /auth/profile/preferences (issue 25): saved as the user switches; answers the user. */
export function updatePreferences(body: ProfilePreferences): Promise<ApiResult<User>> {
  return apiCall<User>('/auth/profile/preferences', { method: 'PUT', body });
}

/** The updated user replaces the stored one, so every screen reads the new preference. */
export function useUpdatePreferences() {
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: ({ data }) => storeUser(data),
  });
}
