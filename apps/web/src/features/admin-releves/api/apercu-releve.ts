import { useMutation } from '@tanstack/react-query';
import type { ApercuReleve } from '@parcelles/shared/contracts/releves';
import { apiCall } from '../../../lib/api-client';

/**
 * POST /admin/releves/apercu (ADMIN, multipart `fichier`): the statement's format and, for a CSV,
 * the column mapping proposed from its first lines. Nothing is recorded; 415 for a file that is no
 * statement, with what to export instead.
 */
export const apercuReleve = (fichier: File) => {
  const body = new FormData();
  body.append('fichier', fichier, fichier.name);
  return apiCall<ApercuReleve>('/admin/releves/apercu', { method: 'POST', body }).then(({ data }) => data);
};

export function useApercuReleve() {
  return useMutation({ mutationFn: apercuReleve });
}
