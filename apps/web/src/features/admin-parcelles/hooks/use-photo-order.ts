import { useState } from 'react';
import type { Parcelle, Photo } from '@parcelles/shared/contracts/parcelles';
import { useReorderParcelleImages } from '../api/reorder-parcelle-images';

/**
 * The order of a plot's pictures on screen: the server's, or one shown before the server has
 * confirmed it (a move sent, a drag in progress). The latest order sent decides what stays: its
 * answer clears the pending one, its refusal puts back the order the server kept.
 */
export function usePhotoOrder(parcelle: Parcelle) {
  const reorder = useReorderParcelleImages(parcelle.id);
  const [pendingOrder, setPendingOrder] = useState<Photo[] | null>(null);

  /** Shows `next` at once and sends it; `onFailed` hears of a refusal of the latest order only. */
  function send(next: Photo[], onFailed: (failure: Error) => void) {
    setPendingOrder(next);
    reorder.mutate(
      next.map((photo) => photo.id),
      {
        onSuccess: () => setPendingOrder(null),
        onError: (failure) => {
          setPendingOrder(null);
          onFailed(failure);
        },
      },
    );
  }

  return {
    photos: pendingOrder ?? parcelle.photos,
    /** The order the server last confirmed. */
    confirmed: parcelle.photos,
    pendingOrder,
    /** Shows an order without sending it (a drag in progress), or the server's again (null). */
    preview: setPendingOrder,
    send,
  };
}

export type PhotoOrder = ReturnType<typeof usePhotoOrder>;
