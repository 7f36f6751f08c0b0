import { useEffect, useRef, type PointerEvent } from 'react';
import type { Photo } from '@parcelles/shared/contracts/parcelles';
import { moved, sameOrder } from '../lib/photo-order';
import type { PhotoOrder } from './use-photo-order';

/**
 * Dragging a picture by its handle with pointer events, so a finger works too: the picture follows
 * the pointer over the others (shown, not sent); dropped elsewhere, `onDrop` gets the new order and
 * where the picture landed. A cancelled drag, or one ending where it began, puts back what was shown.
 */
export function usePhotoDrag(order: PhotoOrder, onDrop: (next: Photo[], index: number) => void) {
  const drag = useRef<{ id: string; pointerId: number; restore: Photo[] | null } | null>(null);
  // The order as last rendered: pointer events come faster than renders.
  const photosRef = useRef(order.photos);
  useEffect(() => {
    photosRef.current = order.photos;
  }, [order.photos]);

  function onPointerDown(event: PointerEvent<HTMLElement>, photo: Photo) {
    if (event.button !== 0 || drag.current) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { id: photo.id, pointerId: event.pointerId, restore: order.pendingOrder };
  }

  function onPointerMove(event: PointerEvent<HTMLElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const over = document
      .elementFromPoint(event.clientX, event.clientY)
      ?.closest<HTMLElement>('[data-photo-id]')?.dataset.photoId;
    if (!over || over === current.id) return;
    const list = photosRef.current;
    const from = list.findIndex((photo) => photo.id === current.id);
    const to = list.findIndex((photo) => photo.id === over);
    if (from >= 0 && to >= 0) order.preview(moved(list, from, to));
  }

  function onPointerUp(event: PointerEvent<HTMLElement>, cancelled: boolean) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    const before = current.restore ?? order.confirmed;
    const after = photosRef.current;
    if (cancelled || sameOrder(before, after)) {
      order.preview(current.restore);
      return;
    }
    onDrop(
      after,
      after.findIndex((photo) => photo.id === current.id),
    );
  }

  return { onPointerDown, onPointerMove, onPointerUp };
}

export type PhotoDrag = ReturnType<typeof usePhotoDrag>;
