import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaisseJour } from '@parcelles/shared/contracts/caisse';
import { api } from '../../../lib/api-client';
import { USER_SCOPED } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /admin/caisse/{jour} (ADMIN, issue 26): the day's cash payments recorded by staff, who
 * received each, their count and total, and the day's closing (null while open).
 */
export const getCaisseJour = (jour: string, signal?: AbortSignal) =>
  api.get<CaisseJour>(`/admin/caisse/${encodeURIComponent(jour)}`, { signal });

export function useCaisseJour(jour: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.admin.caisse(jour),
      queryFn: ({ signal }) => getCaisseJour(jour, signal),
      meta: USER_SCOPED,
    }),
  );
}
