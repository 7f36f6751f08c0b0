import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ParcelleHistory } from '@parcelles/shared/contracts/parcelles-admin';
import { api } from '../../../lib/api-client';
import { USER_SCOPED } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /parcelles/{id}/historique (staff): the plot's events from the audit trail, oldest first. */
export function useParcelleHistory(id: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.admin.parcelleHistory(id),
      queryFn: ({ signal }) =>
        api.get<ParcelleHistory>(`/parcelles/${encodeURIComponent(id)}/historique`, { signal }),
      meta: USER_SCOPED,
    }),
  );
}
