import { useState, type ImgHTMLAttributes } from 'react';
import { parcelle as frParcelle } from '../../../i18n/fr/parcelle';

/**
 * Stands in for a plot without a photo, or whose photo fails to load: drawn inline, so it costs
 * no request and shows even offline. It fills its box, so the layout does not move either way.
 */
export function PlotImagePlaceholder({ className = '' }: { className?: string }) {
  return (
    <div
      role="img"
      aria-label={frParcelle.card.noImage}
      className={`flex flex-col items-center justify-center gap-2 bg-linear-to-br from-primary-50 to-stone-100 text-primary-700 ${className}`}
    >
      <svg viewBox="0 0 64 48" aria-hidden="true" className="h-1/3 max-h-20 w-auto" fill="none">
        <path d="M2 40 L20 24 L32 34 L44 20 L62 40 Z" fill="currentColor" opacity="0.18" />
        <path
          d="M14 30 L40 26 L50 38 L22 42 Z"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
          strokeDasharray="4 3"
        />
        {[
          [14, 30],
          [40, 26],
          [50, 38],
          [22, 42],
        ].map(([cx, cy]) => (
          <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="2.5" fill="currentColor" />
        ))}
        <circle cx="50" cy="10" r="5" fill="currentColor" opacity="0.35" />
      </svg>
      <span aria-hidden="true" className="text-xs font-medium text-primary-800">
        {frParcelle.card.noImage}
      </span>
    </div>
  );
}

/**
 * `sizes` for a plot photo's `srcset` (the server's card 480, gallery 1024 and full-screen 1920 px
 * WebP files, ADR 013), by the slot it fills: the browser then fetches the smallest file that is
 * sharp there, at the screen's pixel density.
 */
export const PHOTO_SIZES = {
  /** A card in the 1-, 2- or 3-column grids (max-w-6xl). */
  card: '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw',
  /** The plot page's main photo, beside the 22rem side column on large screens. */
  gallery: '(min-width: 1024px) 768px, 100vw',
  /** A side card or a reservation's picture. */
  side: '(min-width: 1024px) 352px, 100vw',
  /** A thumbnail or a list row's picture. */
  thumbnail: '96px',
  /** The full-screen viewer and the home page's hero. */
  fullscreen: '100vw',
} as const;

type PlotImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  src: string | null | undefined;
  alt: string;
};

/** A plot photo that falls back to the placeholder when there is none or it cannot load. */
export function PlotImage({ src, className = '', ...props }: PlotImageProps) {
  // Remembers which source failed, so a new source gets its own chance without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return <PlotImagePlaceholder className={className} />;
  return (
    <img src={src} onError={() => setFailedSrc(src)} className={`object-cover ${className}`} {...props} />
  );
}
