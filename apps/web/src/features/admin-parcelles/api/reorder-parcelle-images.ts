import type { Parcelle } from '@parcelles/shared/contracts/parcelles';
import type { ImageOrder } from '@parcelles/shared/contracts/parcelles-admin';
import { api } from '../../../lib/api-client';
import { getParcelleImages } from './get-parcelle-images';

/**
 * PUT /parcelles/{id}/images/ordre with every picture id, cover first. Answers the plot; a server
 * that answers without it is read again, so the caller always gets the order the server kept.
 */
export async function reorderParcelleImages(
  parcelleId: string,
  ordre: ImageOrder['ordre'],
): Promise<Parcelle> {
  const data = await api.put<Parcelle | null | undefined>(
    `/parcelles/${encodeURIComponent(parcelleId)}/images/ordre`,
    { ordre } satisfies ImageOrder,
  );
  return data && Array.isArray(data.photos) ? data : getParcelleImages(parcelleId);
}
