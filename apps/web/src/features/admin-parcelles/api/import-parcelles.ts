import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportResult } from '@parcelles/shared/contracts/parcelles-admin';
import { adminCatalogue } from '../../../i18n/fr/admin-catalogue';
import { ApiError, api } from '../../../lib/api-client';
import { CATALOGUE_QUERY_KEYS } from '../../../lib/query-keys';

export interface ImportInput {
  file: File;
  /** True for the dry run, which writes nothing. */
  simulation: boolean;
}

/**
 * POST /parcelles/import (spec §7, multipart field `file`). A refused file rejects with the
 * ApiError; a 422's `errors` name each bad row and field (`ligne.3.prix`, parseImportErrorKey).
 */
export async function importParcelles({ file, simulation }: ImportInput): Promise<ImportResult> {
  const body = new FormData();
  body.append('file', file, file.name);
  const result = await api.post<ImportResult | null | undefined>('/parcelles/import', body, {
    query: { simulation: String(simulation) },
  });
  // An answer without the counts is no answer the screen can trust.
  if (!result || !Array.isArray(result.lignes))
    throw new ApiError(200, adminCatalogue.import.failed, 'INVALID_RESPONSE');
  return result;
}

/** The dry run and the import; a real import refreshes every plot view, public and staff. */
export function useImportParcelles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importParcelles,
    onSuccess: (result) => {
      if (result.simulation) return;
      for (const queryKey of CATALOGUE_QUERY_KEYS) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
