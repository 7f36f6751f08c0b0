import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AffecterLigneRequest, LigneDecision } from '@parcelles/shared/contracts/releves';
import { apiCall } from '../../../lib/api-client';
import { invalidateAfterDecision } from './invalidate-decision';

/**
 * POST /admin/releves/lignes/{id}/affecter (ADMIN): the credit pays this reservation; its payment is
 * recorded, validated at once and its receipt issued. 409 when the line or reservation cannot.
 */
export const affecterLigne = ({ id, ...body }: AffecterLigneRequest & { id: string }) =>
  apiCall<LigneDecision>(`/admin/releves/lignes/${encodeURIComponent(id)}/affecter`, {
    method: 'POST',
    body,
  });

export function useAffecterLigne() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: affecterLigne, onSettled: () => invalidateAfterDecision(queryClient) });
}
