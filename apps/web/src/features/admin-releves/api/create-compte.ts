import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompteEncaissement, CreateCompteRequest } from '@parcelles/shared/contracts/releves';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /admin/comptes-encaissement (ADMIN); 400 with field errors, 409 when the name is taken. */
export const createCompte = (body: CreateCompteRequest) =>
  apiCall<CompteEncaissement>('/admin/comptes-encaissement', { method: 'POST', body });

export function useCreateCompte() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompte,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.comptesEncaissement }),
  });
}
