import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditList } from '@parcelles/shared/contracts/audit';
import { api } from '../../../lib/api-client';
import { USER_SCOPED } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

export const LATEST_EVENTS = 8;

/** GET /audit?limit=8: the journal's latest events, for the dashboard (admins only). */
export function useLatestEvents() {
  const query = { limit: LATEST_EVENTS };
  return useQuery(
    queryOptions({
      queryKey: queryKeys.admin.audit(query),
      queryFn: ({ signal }) => api.get<AuditList>('/audit', { query, signal }),
      meta: USER_SCOPED,
    }),
  );
}
