import { useState } from 'react';
import { useUploadParcelleImages } from '../api/upload-parcelle-images';

export interface ImageUpload {
  count: number;
  /** The share sent, 0 to 1. */
  progress: number;
  controller: AbortController;
}

/**
 * Sending a plot's pictures with the progress of the upload and the way to cancel it. The upload
 * shows while its call runs, so it goes in the same render as the pictures it added.
 */
export function useImageUpload(parcelleId: string) {
  const mutation = useUploadParcelleImages(parcelleId);
  const [upload, setUpload] = useState<ImageUpload | null>(null);

  function start(files: File[], callbacks: { onSuccess: () => void; onError: (failure: Error) => void }) {
    const controller = new AbortController();
    setUpload({ count: files.length, progress: 0, controller });
    mutation.mutate(
      {
        files,
        signal: controller.signal,
        onProgress: (progress) => setUpload((state) => (state ? { ...state, progress } : state)),
      },
      callbacks,
    );
  }

  return { upload: mutation.isPending ? upload : null, start };
}
