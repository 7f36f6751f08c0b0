import { Suspense, useCallback, useState } from 'react';
import { ChevronLeft, ChevronRight, Maximize2 } from 'lucide-react';
import { parcelle as frParcelle } from '../../../i18n/fr/parcelle';
import { useSwipe } from '../hooks/use-swipe';
import { lazyPart, usePreloadWhenIdle } from '../../../lib/lazy-part';
import type { Photo } from '@parcelles/shared/contracts/parcelles';
import { PHOTO_SIZES, PlotImage, PlotImagePlaceholder } from './plot-image';

// Opened on demand: its code follows the page (ADR 027).
const GalleryLightbox = lazyPart(() => import('./gallery-lightbox').then((m) => m.GalleryLightbox));

const OVERLAY_BUTTON =
  'inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-stone-900 shadow-md transition-colors hover:bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500';

/** Spec §2 "Plot detail": main photo, previous/next, dots, thumbnails and the fullscreen viewer. */
export function ParcelleGallery({ photos, numeroLot }: { photos: readonly Photo[]; numeroLot: string }) {
  const t = frParcelle.gallery;
  const total = photos.length;
  const [index, setIndex] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  // Wraps around: after the last photo comes the first again.
  const previous = useCallback(() => setIndex((i) => (i - 1 + total) % total), [total]);
  const next = useCallback(() => setIndex((i) => (i + 1) % total), [total]);
  const close = useCallback(() => setFullscreen(false), []);
  usePreloadWhenIdle(GalleryLightbox);
  const swipe = useSwipe({ onPrevious: previous, onNext: next });

  if (total === 0) {
    return <PlotImagePlaceholder className="aspect-[3/2] w-full rounded-2xl" />;
  }

  const current = Math.min(index, total - 1);
  const several = total > 1;

  return (
    <section aria-label={t.label(numeroLot)} className="flex flex-col gap-3">
      <div className="relative aspect-[3/2] overflow-hidden rounded-2xl bg-stone-200" {...swipe}>
        <PlotImage
          src={photos[current]?.url}
          srcSet={photos[current]?.srcset}
          sizes={PHOTO_SIZES.gallery}
          alt={t.photoAlt(numeroLot, current + 1, total)}
          width={1200}
          height={800}
          // The first thing a visitor looks at: fetched at once, not lazily.
          loading="eager"
          fetchPriority="high"
          onClick={() => setFullscreen(true)}
          className="size-full cursor-zoom-in"
        />
        <button
          type="button"
          onClick={() => setFullscreen(true)}
          aria-label={t.enlarge}
          className={`${OVERLAY_BUTTON} absolute top-3 right-3`}
        >
          <Maximize2 aria-hidden="true" className="size-5" />
        </button>

        {several && (
          <>
            <button
              type="button"
              onClick={previous}
              aria-label={t.previous}
              className={`${OVERLAY_BUTTON} absolute top-1/2 left-3 -translate-y-1/2`}
            >
              <ChevronLeft aria-hidden="true" className="size-6" />
            </button>
            <button
              type="button"
              onClick={next}
              aria-label={t.next}
              className={`${OVERLAY_BUTTON} absolute top-1/2 right-3 -translate-y-1/2`}
            >
              <ChevronRight aria-hidden="true" className="size-6" />
            </button>
            <div
              role="group"
              aria-label={t.choose}
              className="absolute inset-x-0 bottom-2 flex justify-center gap-0.5"
            >
              {photos.map((photo, i) => (
                <button
                  key={photo.id}
                  type="button"
                  onClick={() => setIndex(i)}
                  aria-label={t.dot(i + 1)}
                  aria-current={i === current ? 'true' : undefined}
                  // A 24 px target around a small dot: easy to hit without crowding the photo.
                  className="group inline-flex size-6 items-center justify-center rounded-full focus-visible:outline-3 focus-visible:outline-accent-500"
                >
                  <span
                    aria-hidden="true"
                    className="block h-2 w-2 rounded-full bg-white/70 shadow ring-1 ring-stone-900/20 transition-all group-hover:bg-white group-aria-[current=true]:w-5 group-aria-[current=true]:bg-white"
                  />
                </button>
              ))}
            </div>
          </>
        )}
      </div>

      {several && (
        <ul aria-label={t.thumbnails} className="flex gap-2 overflow-x-auto pb-1">
          {photos.map((photo, i) => (
            <li key={photo.id} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t.thumbnail(i + 1, total)}
                aria-current={i === current ? 'true' : undefined}
                className="block overflow-hidden rounded-lg opacity-70 ring-2 ring-transparent transition hover:opacity-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500 aria-[current=true]:opacity-100 aria-[current=true]:ring-primary-700"
              >
                <PlotImage
                  src={photo.url}
                  srcSet={photo.srcset}
                  sizes={PHOTO_SIZES.thumbnail}
                  alt=""
                  width={96}
                  height={64}
                  loading="lazy"
                  decoding="async"
                  className="h-14 w-21 sm:h-16 sm:w-24"
                />
              </button>
            </li>
          ))}
        </ul>
      )}

      {fullscreen && (
        <Suspense fallback={null}>
          <GalleryLightbox
            photos={photos}
            numeroLot={numeroLot}
            index={current}
            onPrevious={previous}
            onNext={next}
            onClose={close}
          />
        </Suspense>
      )}
    </section>
  );
}
