import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaisseJour } from '@parcelles/shared/contracts/caisse';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * POST /admin/caisse/{jour}/cloture (ADMIN, issue 26): closes the day once, its count and total
 * fixed; afterwards no cash payment can be dated on it. 409 when already closed or still to come.
 */
export const cloturerCaisse = (jour: string) =>
  apiCall<CaisseJour>(`/admin/caisse/${encodeURIComponent(jour)}/cloture`, { method: 'POST' });

export function useCloturerCaisse(jour: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cloturerCaisse(jour),
    onSuccess: ({ data }) => queryClient.setQueryData(queryKeys.admin.caisse(jour), data),
    // A 409 too: someone closed it first, so the page shows their closing.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.caisse(jour) }),
  });
}
