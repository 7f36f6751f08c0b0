import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ImageOff, MapPin, X } from 'lucide-react';
import { categoryInfo } from '@parcelles/shared/domain';
import { formatMoney, formatSurface } from '@parcelles/shared/format';
import type { ParcelleCard } from '@parcelles/shared/contracts/parcelles';
import { StatusBadge } from '../../../components/ui/badge';
import { sitePlan as frSitePlan } from '../../../i18n/fr/site-plan';
import { PLACEHOLDER_IMAGE } from '../lib/placeholder-image';
import { buttonClasses } from '../../../components/ui/button';

const t = frSitePlan;

export interface PlotPopupProps {
  plot: ParcelleCard;
  detailsHref: string;
  reserveHref: string;
  /** Docked as a horizontal card along the bottom of a narrow map, rather than floating by the plot. */
  docked: boolean;
  /** Touch only: the plot opens after this delay unless closed; a bar shows the time left. */
  autoOpenMs: number | null;
  onClose: () => void;
}

/** The preview of one plot (spec §2 "Interactive map"): every field, with the spec's fallbacks. */
export function PlotPopup({ plot, detailsHref, reserveHref, docked, autoOpenMs, onClose }: PlotPopupProps) {
  const category = categoryInfo(plot.categorie);
  return (
    <article
      aria-label={plot.numeroLot}
      className={`relative overflow-hidden rounded-xl bg-white text-stone-900 shadow-xl ring-1 ring-stone-900/10 ${
        docked ? 'flex' : 'w-72'
      }`}
    >
      <PlotPhoto
        src={plot.image}
        alt={t.photoAlt(plot.numeroLot)}
        className={docked ? 'w-24 shrink-0 self-stretch' : 'h-32 w-full'}
      />
      <div className={`flex min-w-0 flex-1 flex-col ${docked ? 'gap-1.5 p-2.5' : 'gap-2 p-3'}`}>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 pr-8">
          <h3 className="text-base font-bold">{plot.numeroLot}</h3>
          <StatusBadge statut={plot.statut} />
        </div>
        <p
          className="truncate rounded-r-md border-l-4 px-2 py-0.5 text-xs font-semibold text-stone-800"
          style={{ borderColor: category.color, backgroundColor: `${category.color}1f` }}
        >
          {category.label}
        </p>
        <p className="flex items-start gap-1 text-sm text-stone-600">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-stone-500" />
          <span className={docked ? 'line-clamp-1' : 'line-clamp-2'}>
            {plot.adresse?.trim() || t.noAddress}
          </span>
        </p>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-xs text-stone-500">{t.surface}</dt>
            <dd className="font-semibold">{formatSurface(plot.surface)}</dd>
          </div>
          <div>
            <dt className="text-xs text-stone-500">{t.price}</dt>
            <dd className="font-semibold text-primary-800">{formatMoney(plot.prix)}</dd>
          </div>
        </dl>
        {plot.descriptionCourte && (
          <p className={`text-sm text-stone-600 ${docked ? 'line-clamp-1' : 'line-clamp-3'}`}>
            {plot.descriptionCourte}
          </p>
        )}
        <div className="mt-1 flex gap-2">
          <Link
            to={detailsHref}
            className={buttonClasses({ variant: 'outline', size: 'xs', className: 'flex-1' })}
          >
            {t.details}
          </Link>
          {plot.statut === 'DISPONIBLE' && (
            <Link to={reserveHref} className={buttonClasses({ size: 'xs', className: 'flex-1' })}>
              {t.reserve}
            </Link>
          )}
        </div>
      </div>
      <button
        type="button"
        onClick={onClose}
        aria-label={t.close}
        title={t.close}
        className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-full bg-white/90 text-stone-700 shadow ring-1 ring-stone-900/10 hover:bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
      {autoOpenMs !== null && <CountdownBar durationMs={autoOpenMs} />}
    </article>
  );
}

/** The cover photo; 'Aucune image' when the plot has none, a drawn landscape when it fails to load. */
function PlotPhoto({ src, alt, className }: { src: string | null; alt: string; className: string }) {
  const [broken, setBroken] = useState(false);
  if (!src) {
    return (
      <div
        className={`flex flex-col items-center justify-center gap-1 bg-stone-100 text-stone-600 ${className}`}
      >
        <ImageOff aria-hidden="true" className="size-6" />
        <span className="text-xs font-medium">{t.noImage}</span>
      </div>
    );
  }
  return (
    <img
      src={broken ? PLACEHOLDER_IMAGE : src}
      alt={alt}
      onError={() => setBroken(true)}
      // The 3:2 photos' ratio: the popup keeps its size while the picture loads.
      width={480}
      height={320}
      decoding="async"
      className={`bg-stone-100 object-cover ${className}`}
    />
  );
}

/** Shrinks over the touch auto-open delay so the coming page change is no surprise. */
function CountdownBar({ durationMs }: { durationMs: number }) {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = bar.current;
    // jsdom has no Web Animations; reduced motion gets the still bar.
    if (!element?.animate || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const animation = element.animate([{ transform: 'scaleX(1)' }, { transform: 'scaleX(0)' }], {
      duration: durationMs,
      easing: 'linear',
      fill: 'forwards',
    });
    return () => animation.cancel();
  }, [durationMs]);
  return (
    <div ref={bar} aria-hidden="true" className="absolute inset-x-0 top-0 h-1 origin-left bg-accent-500" />
  );
}
