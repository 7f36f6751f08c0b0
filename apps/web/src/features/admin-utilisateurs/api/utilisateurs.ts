import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuditList } from '@parcelles/shared/contracts/audit';
import type {
  InviteUtilisateurRequest,
  UpdateUtilisateurRequest,
  Utilisateur,
  UtilisateurDetail,
  UtilisateurList,
} from '@parcelles/shared/contracts/utilisateurs';
import { api, apiCall } from '../../../lib/api-client';
import { USER_SCOPED } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

export const USERS_PAGE_SIZE = 20;

/** The filters of GET /utilisateurs, as the list's query string keeps them. */
export interface AdminUtilisateursQuery {
  search?: string;
  role?: string;
  etat?: string;
  tri?: string;
  ordre?: 'asc' | 'desc';
  page?: number;
}

export function useAdminUtilisateurs(query: AdminUtilisateursQuery) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.admin.utilisateurs(query),
      queryFn: ({ signal }) =>
        api.get<UtilisateurList>('/utilisateurs', { query: { limit: USERS_PAGE_SIZE, ...query }, signal }),
      placeholderData: keepPreviousData,
      meta: USER_SCOPED,
    }),
  );
}

export function useAdminUtilisateur(id: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.admin.utilisateur(id),
      queryFn: ({ signal }) =>
        api.get<UtilisateurDetail>(`/utilisateurs/${encodeURIComponent(id)}`, { signal }),
      meta: USER_SCOPED,
    }),
  );
}

/** The account's events from the audit trail (GET /audit), newest first. */
export function useUtilisateurHistory(id: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.admin.utilisateurHistory(id),
      queryFn: ({ signal }) =>
        api.get<AuditList>('/audit', { query: { entite: 'utilisateur', entiteId: id, limit: 50 }, signal }),
      meta: USER_SCOPED,
    }),
  );
}

/** PATCH /utilisateurs/{id} `{ role?, actif? }`; a refusal (409) refreshes the account too. */
export function useUpdateUtilisateur(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUtilisateurRequest) =>
      apiCall<Utilisateur>(`/utilisateurs/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'utilisateurs'] }),
  });
}

/** POST /utilisateurs/invitations: the staff account is made and the invitation mailed. */
export function useInviteUtilisateur() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteUtilisateurRequest) =>
      apiCall<Utilisateur>('/utilisateurs/invitations', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'utilisateurs'] }),
  });
}

/** POST /utilisateurs/{id}/invitation: a new link for an invitation not yet accepted. */
export function useResendInvitation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiCall<Utilisateur>(`/utilisateurs/${encodeURIComponent(id)}/invitation`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.utilisateurHistory(id) }),
  });
}
