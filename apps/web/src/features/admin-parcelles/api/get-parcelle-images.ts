import type { Parcelle } from '@parcelles/shared/contracts/parcelles';
import { api } from '../../../lib/api-client';

/**
 * GET /parcelles/{id} read again after a change of its pictures that answered without the plot.
 * `no-cache` makes the browser check its ETag-cached copy with the server rather than reuse it.
 */
export const getParcelleImages = (id: string): Promise<Parcelle> =>
  api.get<Parcelle>(`/parcelles/${encodeURIComponent(id)}`, { headers: { 'Cache-Control': 'no-cache' } });
