import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { parcelle as frParcelle } from '../../../i18n/fr/parcelle';
import { useBodyScrollLock } from '../../../lib/use-body-scroll-lock';
import { useSwipe } from '../hooks/use-swipe';
import type { Photo } from '@parcelles/shared/contracts/parcelles';
import { PHOTO_SIZES, PlotImage } from './plot-image';

const FOCUSABLE = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

type GalleryLightboxProps = {
  photos: readonly Photo[];
  numeroLot: string;
  index: number;
  onPrevious: () => void;
  onNext: () => void;
  onClose: () => void;
};

/**
 * The fullscreen viewer: a modal dialog over the whole page. Escape closes it, the arrow keys and
 * swipes change photo, Tab stays inside, and focus returns where it was when it closes.
 */
export function GalleryLightbox({
  photos,
  numeroLot,
  index,
  onPrevious,
  onNext,
  onClose,
}: GalleryLightboxProps) {
  const t = frParcelle.gallery;
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const swipe = useSwipe({ onPrevious, onNext });
  const total = photos.length;
  useBodyScrollLock(true);

  // Mount only: take focus, shut the page behind, give focus back on the way out.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    // The rest of the page leaves the tab order and the accessibility tree while the viewer is open.
    const outside = Array.from(document.body.children).filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && element !== dialog && !element.inert,
    );
    for (const element of outside) element.inert = true;
    closeRef.current?.focus();

    return () => {
      for (const element of outside) element.inert = false;
      opener?.focus();
    };
  }, []);

  // On the document, so the keys work even after a click on the backdrop has moved focus to <body>.
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      } else if (event.key === 'ArrowLeft' && total > 1) {
        onPrevious();
      } else if (event.key === 'ArrowRight' && total > 1) {
        onNext();
      } else if (event.key === 'Tab') {
        trapTab(event, dialogRef.current);
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose, onPrevious, onNext, total]);

  return createPortal(
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-label={t.label(numeroLot)}
      className="fixed inset-0 z-[70] flex flex-col bg-stone-950/95 text-white"
    >
      <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <p aria-live="polite" className="text-sm font-semibold tabular-nums">
          {t.counter(index + 1, total)}
        </p>
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          aria-label={t.close}
          className={`${ROUND_BUTTON} bg-white/10 hover:bg-white/20`}
        >
          <X aria-hidden="true" className="size-6" />
        </button>
      </div>

      <div
        className="relative flex min-h-0 flex-1 items-center justify-center px-2 pb-6 sm:px-20"
        // A click on the dark area around the photo closes, as in every photo viewer.
        onClick={(event) => event.target === event.currentTarget && onClose()}
        {...swipe}
      >
        <PlotImage
          // The whole screen: the full-screen size (1920) on a desktop, less on a phone.
          src={photos[index]?.url}
          srcSet={photos[index]?.srcset}
          sizes={PHOTO_SIZES.fullscreen}
          alt={t.photoAlt(numeroLot, index + 1, total)}
          width={1200}
          height={800}
          className="h-auto max-h-full w-auto max-w-full rounded-lg object-contain"
        />
        {total > 1 && (
          <>
            <button
              type="button"
              onClick={onPrevious}
              aria-label={t.previous}
              className={`${ROUND_BUTTON} absolute left-2 bg-white/10 hover:bg-white/25 sm:left-6`}
            >
              <ChevronLeft aria-hidden="true" className="size-7" />
            </button>
            <button
              type="button"
              onClick={onNext}
              aria-label={t.next}
              className={`${ROUND_BUTTON} absolute right-2 bg-white/10 hover:bg-white/25 sm:right-6`}
            >
              <ChevronRight aria-hidden="true" className="size-7" />
            </button>
          </>
        )}
      </div>
    </div>,
    document.body,
  );
}

const ROUND_BUTTON =
  'inline-flex size-12 items-center justify-center rounded-full text-white transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-400';

/** Keeps Tab and Shift+Tab cycling through the dialog's own controls. */
function trapTab(event: KeyboardEvent, dialog: HTMLElement | null) {
  if (!dialog) return;
  const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  const inside = active instanceof Node && dialog.contains(active);
  if (event.shiftKey && (active === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}
