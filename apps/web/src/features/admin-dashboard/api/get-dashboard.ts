import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@parcelles/shared/contracts/dashboard';
import { api } from '../../../lib/api-client';
import { USER_SCOPED } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /admin/dashboard: the figures of the back office's first screen (admins and agents). */
export const getDashboard = (signal?: AbortSignal) => api.get<Dashboard>('/admin/dashboard', { signal });

export function useDashboard() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.admin.dashboard,
      queryFn: ({ signal }) => getDashboard(signal),
      meta: USER_SCOPED,
    }),
  );
}
