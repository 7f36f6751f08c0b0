import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportReleveResult, MappingCsv } from '@parcelles/shared/contracts/releves';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface ImportReleveInput {
  compteId: string;
  fichier: File;
  /** True for the dry run: the same report, nothing written. */
  simulation: boolean;
  /** A CSV's mapping, saved with the account when the import succeeds. */
  mapping?: MappingCsv;
}

/**
 * POST /admin/releves (ADMIN, multipart): the text fields first, then the file, as the server
 * reads them. A refused file is a 422 whose `errors.fichier` lists every reason, in French.
 */
export const importReleve = ({ compteId, fichier, simulation, mapping }: ImportReleveInput) => {
  const body = new FormData();
  body.append('compteId', compteId);
  body.append('simulation', String(simulation));
  if (mapping) body.append('mapping', JSON.stringify(mapping));
  body.append('fichier', fichier, fichier.name);
  return apiCall<ImportReleveResult>('/admin/releves', { method: 'POST', body });
};

/** A real import refreshes the accounts and lines, and the payment views its matches change. */
export function useImportReleve() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importReleve,
    onSuccess: ({ data }) =>
      data.simulation ? undefined : queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}
