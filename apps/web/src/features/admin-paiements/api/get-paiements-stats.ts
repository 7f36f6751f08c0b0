import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaiementStats } from '@parcelles/shared/contracts/paiements';
import { api } from '../../../lib/api-client';
import { USER_SCOPED } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /paiements/admin/stats: how many payments, and how much, per status (admins). */
export const getPaiementsStats = (signal?: AbortSignal) =>
  api.get<PaiementStats>('/paiements/admin/stats', { signal });

export function usePaiementsStats() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.admin.paiementsStats,
      queryFn: ({ signal }) => getPaiementsStats(signal),
      meta: USER_SCOPED,
    }),
  );
}
