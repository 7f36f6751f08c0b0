import type { KeyboardEvent, ReactNode } from 'react';
import { ArrowLeft, ArrowRight, GripVertical, Star, Trash2 } from 'lucide-react';
import type { Photo } from '@parcelles/shared/contracts/parcelles';
import { Button } from '../../../components/ui/button';
import { adminCatalogue } from '../../../i18n/fr/admin-catalogue';
import type { PhotoDrag } from '../hooks/use-photo-drag';
import type { PhotoControl } from '../lib/photo-order';

const t = adminCatalogue.images;

const ARROW_STEPS: Partial<Record<string, number>> = {
  ArrowLeft: -1,
  ArrowUp: -1,
  ArrowRight: 1,
  ArrowDown: 1,
};

/**
 * One picture of the list: focusable, moved with the arrow keys (Home and End to either end), by
 * its drag handle or its buttons; the first one wears the cover badge, the others can become it.
 */
export function PlotImageCard({
  photo,
  index,
  total,
  lot,
  hintId,
  drag,
  onMove,
  onSetCover,
  onRemove,
}: {
  photo: Photo;
  index: number;
  total: number;
  lot: string;
  /** The keyboard hint the picture is described by. */
  hintId: string;
  drag: PhotoDrag;
  /** Asks to move the picture to `to`; `control` keeps the focus once it has moved. */
  onMove: (to: number, control: PhotoControl) => void;
  onSetCover: () => void;
  onRemove: () => void;
}) {
  function onKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (event.target !== event.currentTarget) return;
    const delta = ARROW_STEPS[event.key];
    if (event.key === 'Home') {
      event.preventDefault();
      onMove(0, 'item');
    } else if (event.key === 'End') {
      event.preventDefault();
      onMove(total - 1, 'item');
    } else if (delta !== undefined) {
      event.preventDefault();
      onMove(index + delta, 'item');
    }
  }

  return (
    <li
      data-photo-id={photo.id}
      tabIndex={0}
      aria-label={t.position(index + 1, total)}
      aria-describedby={hintId}
      onKeyDown={onKeyDown}
      className="flex min-w-0 flex-col overflow-hidden rounded-xl border border-stone-200 bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
    >
      <div className="relative aspect-[4/3] bg-stone-100">
        <img
          src={photo.url}
          srcSet={photo.srcset}
          sizes="(min-width: 1024px) 220px, (min-width: 640px) 30vw, 50vw"
          alt={t.alt(index + 1, lot)}
          width={400}
          height={300}
          loading="lazy"
          draggable={false}
          className="size-full object-cover"
        />
        {index === 0 && (
          <span className="absolute bottom-2 left-2 inline-flex items-center gap-1 rounded-full bg-accent-400 px-2 py-0.5 text-xs font-semibold text-stone-950">
            <Star aria-hidden="true" className="size-3" />
            {t.cover}
          </span>
        )}
        <span
          aria-hidden="true"
          title={t.dragHandle}
          onPointerDown={(event) => drag.onPointerDown(event, photo)}
          onPointerMove={drag.onPointerMove}
          onPointerUp={(event) => drag.onPointerUp(event, false)}
          onPointerCancel={(event) => drag.onPointerUp(event, true)}
          className="absolute top-1 right-1 inline-flex size-11 cursor-grab touch-none items-center justify-center rounded-lg bg-white/85 text-stone-700 shadow-sm select-none active:cursor-grabbing"
        >
          <GripVertical className="size-5" />
        </span>
      </div>
      <div className="flex flex-col gap-1 p-1">
        {/* Three equal cells: they fit a narrow column (two per row at 360 px). */}
        <div className="grid grid-cols-3 gap-0.5">
          <IconButton
            label={t.moveBefore}
            control="before"
            inactive={index === 0}
            onClick={() => onMove(index - 1, 'before')}
          >
            <ArrowLeft aria-hidden="true" className="size-5" />
          </IconButton>
          <IconButton
            label={t.moveAfter}
            control="after"
            inactive={index === total - 1}
            onClick={() => onMove(index + 1, 'after')}
          >
            <ArrowRight aria-hidden="true" className="size-5" />
          </IconButton>
          <IconButton label={t.remove} danger onClick={onRemove}>
            <Trash2 aria-hidden="true" className="size-5" />
          </IconButton>
        </div>
        {index > 0 && (
          <Button variant="ghost" size="sm" className="w-full" onClick={onSetCover}>
            {t.setCover}
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * A square action of a picture. An action that cannot apply (moving the first one before) stays
 * focusable with aria-disabled, so the focus is not lost when a move makes it so.
 */
function IconButton({
  label,
  control,
  inactive = false,
  danger = false,
  onClick,
  children,
}: {
  label: string;
  control?: PhotoControl;
  inactive?: boolean;
  danger?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      data-control={control}
      aria-disabled={inactive || undefined}
      onClick={() => {
        if (!inactive) onClick();
      }}
      className={`inline-flex h-11 w-full min-w-0 items-center justify-center rounded-lg transition-colors focus-visible:outline-3 focus-visible:outline-accent-500 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 ${
        danger ? 'text-red-700 hover:bg-red-50' : 'text-stone-700 hover:bg-stone-100'
      }`}
    >
      {children}
    </button>
  );
}
