import type { Parcelle } from '@parcelles/shared/contracts/parcelles';
import { api } from '../../../lib/api-client';
import { getParcelleImages } from './get-parcelle-images';

/** DELETE /parcelles/{id}/images (spec §7, body `imageUrl`), then the plot as it now is. */
export async function deleteParcelleImage(parcelleId: string, imageUrl: string): Promise<Parcelle> {
  await api.delete<unknown>(`/parcelles/${encodeURIComponent(parcelleId)}/images`, { body: { imageUrl } });
  return getParcelleImages(parcelleId);
}
