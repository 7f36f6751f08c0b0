import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Parcelle } from '@parcelles/shared/contracts/parcelles';
import { api } from '../../../lib/api-client';
import { getParcelleImages, parcelleImagesChanged } from './get-parcelle-images';

/** DELETE /parcelles/{id}/images (spec §7, body `imageUrl`), then the plot as it now is. */
export async function deleteParcelleImage(parcelleId: string, imageUrl: string): Promise<Parcelle> {
  await api.delete<unknown>(`/parcelles/${encodeURIComponent(parcelleId)}/images`, { body: { imageUrl } });
  return getParcelleImages(parcelleId);
}

export function useDeleteParcelleImage(parcelleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageUrl: string) => deleteParcelleImage(parcelleId, imageUrl),
    onSuccess: (parcelle) => parcelleImagesChanged(queryClient, parcelle),
  });
}
