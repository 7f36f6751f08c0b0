import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Parcelle } from '@parcelles/shared/contracts/parcelles';
import { adminCatalogue } from '../../../i18n/fr/admin-catalogue';
import { queryKeys } from '../../../lib/query-keys';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { inBatches } from '../lib/image-upload-checks';
import { parcelleImagesChanged } from './get-parcelle-images';

/**
 * POST /parcelles/{id}/images (spec §7): the files in the repeated field `images`, in requests of
 * at most ten. `onProgress` gets the share of all the bytes sent, 0 to 1; `signal` cancels. Answers
 * the plot as the last request left it.
 */
export async function uploadParcelleImages(
  parcelleId: string,
  files: readonly File[],
  { onProgress, signal }: { onProgress: (fraction: number) => void; signal?: AbortSignal },
): Promise<Parcelle> {
  const total = files.reduce((sum, file) => sum + file.size, 0) || 1;
  let sent = 0;
  let parcelle: Parcelle | undefined;
  for (const batch of inBatches(files)) {
    const body = new FormData();
    for (const file of batch) body.append('images', file, file.name);
    const batchSize = batch.reduce((sum, file) => sum + file.size, 0);
    const result = await uploadWithProgress<Parcelle>(
      `/parcelles/${encodeURIComponent(parcelleId)}/images`,
      body,
      {
        onProgress: (fraction) => onProgress(Math.min(1, (sent + fraction * batchSize) / total)),
        fallbackMessage: adminCatalogue.images.uploadFailed,
        signal,
      },
    );
    sent += batchSize;
    parcelle = result.data;
  }
  if (!parcelle) throw new Error('uploadParcelleImages needs at least one file');
  return parcelle;
}

export interface UploadParcelleImagesInput {
  files: readonly File[];
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}

export function useUploadParcelleImages(parcelleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ files, ...options }: UploadParcelleImagesInput) =>
      uploadParcelleImages(parcelleId, files, options),
    onSuccess: (parcelle) => parcelleImagesChanged(queryClient, parcelle),
    // A batch may have gone through before the failure (or the cancel): show what the server now has.
    onError: () => void queryClient.invalidateQueries({ queryKey: queryKeys.parcelles.all }),
  });
}
