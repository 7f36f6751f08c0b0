import { useEffect, useRef } from 'react';
import type { PhotoControl } from '../lib/photo-order';

/**
 * A moved picture's node is moved in the page, which loses the focus: `request` names the picture
 * (and which of its controls) to focus after the next render. A ref: asking must not render again.
 */
export function usePhotoFocus() {
  const listRef = useRef<HTMLOListElement>(null);
  const focusRequest = useRef<{ id: string; control: PhotoControl } | null>(null);

  useEffect(() => {
    const request = focusRequest.current;
    if (!request) return;
    focusRequest.current = null;
    const item = Array.from(listRef.current?.querySelectorAll<HTMLElement>('[data-photo-id]') ?? []).find(
      (element) => element.dataset.photoId === request.id,
    );
    const control =
      request.control === 'item'
        ? null
        : item?.querySelector<HTMLElement>(`[data-control="${request.control}"]`);
    (control ?? item)?.focus();
  });

  function request(id: string, control: PhotoControl) {
    focusRequest.current = { id, control };
  }

  return { listRef, request };
}
