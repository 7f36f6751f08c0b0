import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompteEncaissement, CompteList } from '@parcelles/shared/contracts/releves';
import { api } from '../../../lib/api-client';
import { USER_SCOPED } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /admin/comptes-encaissement (ADMIN): every account, active ones first, with its statements. */
export const getComptes = (signal?: AbortSignal): Promise<CompteEncaissement[]> =>
  api.get<CompteList>('/admin/comptes-encaissement', { signal }).then(({ comptes }) => comptes);

export function useComptes() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.admin.comptesEncaissement,
      queryFn: ({ signal }) => getComptes(signal),
      meta: USER_SCOPED,
    }),
  );
}
