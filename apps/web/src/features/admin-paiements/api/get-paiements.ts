import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { USER_SCOPED } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import type { AdminPaiementList, AdminPaiementsQuery } from './types';

export const ADMIN_PAGE_SIZE = 20;

/** GET /paiements/admin/en-attente: proofs awaiting review, oldest first (the server's order). */
export const getPendingPaiements = (query: AdminPaiementsQuery, signal?: AbortSignal) =>
  api.get<AdminPaiementList>('/paiements/admin/en-attente', {
    query: { limit: ADMIN_PAGE_SIZE, ...query },
    signal,
  });

/** GET /paiements/admin/tous with the filters (unknown ones are ignored by older servers). */
export const getAllPaiements = (query: AdminPaiementsQuery, signal?: AbortSignal) =>
  api.get<AdminPaiementList>('/paiements/admin/tous', {
    query: { limit: ADMIN_PAGE_SIZE, ...query },
    signal,
  });

export function usePendingPaiements(query: AdminPaiementsQuery) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.admin.paiementsQueue(query),
      queryFn: ({ signal }) => getPendingPaiements(query, signal),
      placeholderData: keepPreviousData,
      meta: USER_SCOPED,
    }),
  );
}

export function useAllPaiements(query: AdminPaiementsQuery) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.admin.paiementsAll(query),
      queryFn: ({ signal }) => getAllPaiements(query, signal),
      placeholderData: keepPreviousData,
      meta: USER_SCOPED,
    }),
  );
}
