import { useId, type RefObject } from 'react';
import type { Photo } from '@parcelles/shared/contracts/parcelles';
import { adminCatalogue } from '../../../i18n/fr/admin-catalogue';
import type { PhotoDrag } from '../hooks/use-photo-drag';
import type { PhotoControl } from '../lib/photo-order';
import { PlotImageCard } from './plot-image-card';

const t = adminCatalogue.images;

/** A plot's pictures in their order, cover first, with the keyboard hint they are described by. */
export function PlotImageList({
  photos,
  lot,
  listRef,
  drag,
  onMove,
  onSetCover,
  onRemove,
}: {
  photos: Photo[];
  lot: string;
  listRef: RefObject<HTMLOListElement | null>;
  drag: PhotoDrag;
  onMove: (from: number, to: number, control: PhotoControl) => void;
  onSetCover: (index: number) => void;
  onRemove: (photo: Photo, index: number) => void;
}) {
  const hintId = `${useId()}-hint`;
  if (photos.length === 0) return <p className="text-sm text-stone-600">{t.empty}</p>;
  return (
    <>
      <p id={hintId} className="text-sm text-stone-600">
        {t.keyboardHint}
      </p>
      <ol
        ref={listRef}
        aria-label={t.list(lot)}
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
      >
        {photos.map((photo, index) => (
          <PlotImageCard
            key={photo.id}
            photo={photo}
            index={index}
            total={photos.length}
            lot={lot}
            hintId={hintId}
            drag={drag}
            onMove={(to, control) => onMove(index, to, control)}
            onSetCover={() => onSetCover(index)}
            onRemove={() => onRemove(photo, index)}
          />
        ))}
      </ol>
    </>
  );
}
