import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditList } from '@parcelles/shared/contracts/audit';
import { api } from '../../../lib/api-client';
import { USER_SCOPED } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

export const AUDIT_PAGE_SIZE = 20;

/** The journal's filters as GET /audit names them, from the query string. */
export interface AuditFilters {
  /** A part of the author's name or e-mail. */
  acteur?: string;
  acteurId?: string;
  entite?: string;
  action?: string;
  dateDebut?: string;
  dateFin?: string;
  page?: number;
}

/** GET /audit (admins): the events, newest first, filtered and paged by the server. */
export function useAudit(filters: AuditFilters) {
  const query = { limit: AUDIT_PAGE_SIZE, ...filters };
  return useQuery(
    queryOptions({
      queryKey: queryKeys.admin.audit(query),
      queryFn: ({ signal }) => api.get<AuditList>('/audit', { query, signal }),
      placeholderData: keepPreviousData,
      meta: USER_SCOPED,
    }),
  );
}
