import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Parcelle } from '@parcelles/shared/contracts/parcelles';
import { api } from '../../../lib/api-client';
import { USER_SCOPED } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /parcelles/{id}: the plot the edit page works on. */
export const getAdminParcelle = (id: string, signal?: AbortSignal) =>
  api.get<Parcelle>(`/parcelles/${encodeURIComponent(id)}`, { signal });

export const adminParcelleQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.admin.parcelle(id),
    queryFn: ({ signal }) => getAdminParcelle(id, signal),
    meta: USER_SCOPED,
  });

export function useAdminParcelle(id: string) {
  return useQuery(adminParcelleQuery(id));
}
