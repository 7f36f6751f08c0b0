import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PaiementAdminList } from '@parcelles/shared/contracts/paiements';
import { api } from '../../../lib/api-client';
import { USER_SCOPED } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

export const ADMIN_PAGE_SIZE = 20;

/** The filters of the staff's payment lists (adminPaiementsQuerySchema), as the query string keeps them. */
export interface AdminPaiementsQuery {
  statut?: string;
  methode?: string;
  du?: string;
  au?: string;
  acheteur?: string;
  lot?: string;
  page?: number;
  limit?: number;
}

/** GET /paiements/admin/en-attente: proofs awaiting review, oldest first (the server's order). */
export const getPendingPaiements = (query: AdminPaiementsQuery, signal?: AbortSignal) =>
  api.get<PaiementAdminList>('/paiements/admin/en-attente', {
    query: { limit: ADMIN_PAGE_SIZE, ...query },
    signal,
  });

/** GET /paiements/admin/tous with the filters. */
export const getAllPaiements = (query: AdminPaiementsQuery, signal?: AbortSignal) =>
  api.get<PaiementAdminList>('/paiements/admin/tous', {
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
