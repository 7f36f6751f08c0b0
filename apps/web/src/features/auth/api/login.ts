import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginData, LoginResponse } from '@parcelles/shared/contracts/auth';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { storeSession } from '../../../lib/session';

/** POST /auth/login: the token and the user (spec §7). */
export function login(credentials: LoginData): Promise<LoginResponse> {
  return api.post<LoginResponse>('/auth/login', credentials);
}

/** Signs in and stores the session (spec §4), which the rest of the app reacts to. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token, user }) => {
      storeSession(token, user);
      // The server's answer just now: the loaders of protected screens need not check it again.
      queryClient.setQueryData(queryKeys.auth.profile, user);
    },
  });
}
