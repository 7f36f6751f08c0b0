import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LigneReleveList } from '@parcelles/shared/contracts/releves';
import { api } from '../../../lib/api-client';
import { USER_SCOPED } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

export const LIGNES_PAGE_SIZE = 25;

/** The filters of GET /admin/releves/lignes (lignesReleveQuerySchema), as the query string keeps them. */
export interface LignesReleveQuery {
  statut?: string;
  compteId?: string;
  sens?: string;
  du?: string;
  au?: string;
  q?: string;
  page?: number;
}

/** GET /admin/releves/lignes (ADMIN): newest first, with the count of each status under the filters. */
export const getLignes = (query: LignesReleveQuery, signal?: AbortSignal) =>
  api.get<LigneReleveList>('/admin/releves/lignes', {
    query: { limit: LIGNES_PAGE_SIZE, ...query },
    signal,
  });

export function useLignes(query: LignesReleveQuery) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.admin.lignesReleve(query),
      queryFn: ({ signal }) => getLignes(query, signal),
      placeholderData: keepPreviousData,
      meta: USER_SCOPED,
    }),
  );
}
