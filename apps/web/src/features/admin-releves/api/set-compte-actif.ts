import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompteEncaissement } from '@parcelles/shared/contracts/releves';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Deactivates an account (DELETE /admin/comptes-encaissement/{id}: its statements and lines stay)
 * or reactivates it (PATCH with `actif: true`), ADMIN.
 */
export const setCompteActif = ({ id, actif }: { id: string; actif: boolean }) => {
  const path = `/admin/comptes-encaissement/${encodeURIComponent(id)}`;
  return actif
    ? apiCall<CompteEncaissement>(path, { method: 'PATCH', body: { actif: true } })
    : apiCall<CompteEncaissement>(path, { method: 'DELETE' });
};

export function useSetCompteActif() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCompteActif,
    // A refusal too: what is on screen may be out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.releves }),
  });
}
