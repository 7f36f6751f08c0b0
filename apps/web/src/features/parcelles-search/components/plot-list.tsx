import { useState } from 'react';
import { ImageOff, MapPin } from 'lucide-react';
import type { Parcelle } from '@parcelles/shared/contracts/parcelles';
import { formatMoney, formatSurface } from '@parcelles/shared/format';
import { ButtonLink } from '../../../components/ui/button-link';
import { StatusBadge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { map as frMap } from '../../../i18n/fr/map';

const t = frMap.list;
const ROW =
  'flex flex-wrap items-center gap-3 rounded-xl border border-stone-200 bg-white p-3 shadow-xs sm:flex-nowrap sm:gap-4 sm:p-4';
/** Spec §2: five placeholder rows while the list loads. */
export const LIST_SKELETON_ROWS = 5;

/** The list view's rows (spec §2): image, lot, location, surface, price, status and actions. */
export function PlotList({ parcelles }: { parcelles: Parcelle[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {parcelles.map((parcelle) => (
        <PlotRow key={parcelle.id} parcelle={parcelle} />
      ))}
    </ul>
  );
}

function PlotRow({ parcelle }: { parcelle: Parcelle }) {
  const { id, numeroLot, statut, adresse, localisation, surface, prix } = parcelle;
  return (
    <li className={ROW}>
      <Thumbnail src={parcelle.photos[0]?.url} srcSet={parcelle.photos[0]?.srcset} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-base font-bold text-stone-900">{numeroLot}</h3>
          <StatusBadge statut={statut} />
        </div>
        <p className="mt-1 flex items-start gap-1 text-sm text-stone-600">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-stone-400" />
          <span className="line-clamp-2">
            {adresse ?? t.noAddress}
            {localisation && <span className="text-stone-500"> · {localisation}</span>}
          </span>
        </p>
        <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div className="flex gap-1.5">
            <dt className="text-stone-600">{t.surface}</dt>
            <dd className="font-semibold text-stone-900 tabular-nums">{formatSurface(surface)}</dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="text-stone-600">{t.price}</dt>
            <dd className="font-semibold text-primary-800 tabular-nums">{formatMoney(prix)}</dd>
          </div>
        </dl>
      </div>
      <div className="flex w-full gap-2 sm:w-auto sm:shrink-0 sm:flex-col lg:flex-row">
        <ButtonLink
          to={`/parcelle/${id}`}
          variant="outline"
          aria-label={t.detailsOf(numeroLot)}
          className="flex-1 sm:flex-none"
        >
          {t.details}
        </ButtonLink>
        {statut === 'DISPONIBLE' && (
          <ButtonLink
            to={`/reservation/${id}`}
            aria-label={t.reserveOf(numeroLot)}
            className="flex-1 sm:flex-none"
          >
            {t.reserve}
          </ButtonLink>
        )}
      </div>
    </li>
  );
}

const THUMB = 'size-20 shrink-0 rounded-lg sm:size-24';

/** The cover picture, or a neutral tile saying there is none (also when the file fails to load). */
function Thumbnail({ src, srcSet }: { src: string | undefined; srcSet: string | undefined }) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) {
    return (
      <div className={`${THUMB} flex flex-col items-center justify-center gap-1 bg-stone-100 text-stone-600`}>
        <ImageOff aria-hidden="true" className="size-6" />
        <span className="text-xs">{t.noImage}</span>
      </div>
    );
  }
  return (
    <img
      src={src}
      srcSet={srcSet}
      // A 96 px square: the card size (480) is plenty at any pixel density.
      sizes="96px"
      alt=""
      width={96}
      height={96}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
      className={`${THUMB} bg-stone-100 object-cover`}
    />
  );
}

export function PlotListSkeleton() {
  return (
    <ul aria-hidden="true" className="flex flex-col gap-3">
      {Array.from({ length: LIST_SKELETON_ROWS }, (_, i) => (
        <li key={i} className={ROW}>
          <Skeleton className={THUMB} />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <Skeleton className="h-5 w-32" />
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        </li>
      ))}
    </ul>
  );
}
