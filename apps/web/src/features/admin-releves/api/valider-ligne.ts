import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LigneDecision, ValiderLigneRequest } from '@parcelles/shared/contracts/releves';
import { apiCall } from '../../../lib/api-client';
import { invalidateAfterDecision } from './invalidate-decision';

/**
 * POST /admin/releves/lignes/{id}/valider (ADMIN): the declared payment the line is linked to is
 * validated on the line's evidence. 409 when already validated or no longer linked.
 */
export const validerLigne = ({ id, ...body }: ValiderLigneRequest & { id: string }) =>
  apiCall<LigneDecision>(`/admin/releves/lignes/${encodeURIComponent(id)}/valider`, {
    method: 'POST',
    body,
  });

export function useValiderLigne() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: validerLigne, onSettled: () => invalidateAfterDecision(queryClient) });
}
