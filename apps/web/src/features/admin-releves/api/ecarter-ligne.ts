import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EcarterLigneRequest, LigneReleve } from '@parcelles/shared/contracts/releves';
import { apiCall } from '../../../lib/api-client';
import { invalidateAfterDecision } from './invalidate-decision';

/** POST /admin/releves/lignes/{id}/ecarter (ADMIN): a credit set aside, with its reason; 409 once decided. */
export const ecarterLigne = ({ id, ...body }: EcarterLigneRequest & { id: string }) =>
  apiCall<LigneReleve>(`/admin/releves/lignes/${encodeURIComponent(id)}/ecarter`, {
    method: 'POST',
    body,
  });

export function useEcarterLigne() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: ecarterLigne, onSettled: () => invalidateAfterDecision(queryClient) });
}
