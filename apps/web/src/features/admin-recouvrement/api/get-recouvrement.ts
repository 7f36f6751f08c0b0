import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Recouvrement } from '@parcelles/shared/contracts/recouvrement';
import { api } from '../../../lib/api-client';
import { USER_SCOPED } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /admin/recouvrement (ADMIN, AGENT): the week's and month's figures, the forecast, the ageing
 * and every late payer, in one answer; the page filters, sorts and exports the list itself.
 */
export const getRecouvrement = (signal?: AbortSignal) =>
  api.get<Recouvrement>('/admin/recouvrement', { signal });

export function useRecouvrement() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.admin.recouvrement,
      queryFn: ({ signal }) => getRecouvrement(signal),
      meta: USER_SCOPED,
    }),
  );
}
