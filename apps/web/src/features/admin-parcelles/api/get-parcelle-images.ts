import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Parcelle } from '@parcelles/shared/contracts/parcelles';
import { api } from '../../../lib/api-client';
import { CATALOGUE_QUERY_KEYS, queryKeys } from '../../../lib/query-keys';
import { adminParcelleQuery } from './get-admin-parcelle';

/**
 * GET /parcelles/{id} read again after a change of its pictures that answered without the plot.
 * `no-cache` makes the browser check its ETag-cached copy with the server rather than reuse it.
 */
export const getParcelleImages = (id: string): Promise<Parcelle> =>
  api.get<Parcelle>(`/parcelles/${encodeURIComponent(id)}`, { headers: { 'Cache-Control': 'no-cache' } });

/**
 * The plot whose pictures staff manage, as the edit page's query holds it (seeded with `parcelle`
 * when nothing is cached yet). It only reads: the page's own query fetches, and each picture call
 * writes its answer there (parcelleImagesChanged), so the page and its pictures show one plot.
 */
export function useParcelleImages(parcelle: Parcelle): Parcelle {
  return useQuery({ ...adminParcelleQuery(parcelle.id), initialData: parcelle, enabled: false }).data;
}

/**
 * A picture call's answer is the plot as the server now has it: shown at once by the staff's and
 * the public plot pages, and every catalogue view is refetched so the site shows the change. Not
 * awaited: the screen does not wait for those refetches to say the pictures are saved.
 */
export function parcelleImagesChanged(queryClient: QueryClient, parcelle: Parcelle): void {
  queryClient.setQueryData(queryKeys.admin.parcelle(parcelle.id), parcelle);
  queryClient.setQueryData(queryKeys.parcelles.detail(parcelle.id), parcelle);
  for (const queryKey of CATALOGUE_QUERY_KEYS) void queryClient.invalidateQueries({ queryKey });
}
