import { useId } from 'react';
import { Images, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { Parcelle, ParcelleCard } from '@parcelles/shared/contracts/parcelles';
import { formatMoney, formatPricePerSquareMeter, formatSurface } from '@parcelles/shared/format';
import { CategoryBadge, StatusBadge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { parcelle as frParcelle } from '../../../i18n/fr/parcelle';
import { isReservable } from '../utils/reservable';
import { PHOTO_SIZES, PlotImage } from './plot-image';
import { buttonClasses } from '../../../components/ui/button';

/** What a card shows; both the full plot and the light map payload convert to it. */
export type PlotCardData = {
  id: string;
  numeroLot: string;
  statut: string;
  categorie: string | null;
  adresse: string | null;
  prix: number;
  surface: number;
  image: string | null;
  /** Every size of the cover, when the full plot was loaded (a map card has the card size only). */
  imageSrcSet?: string | undefined;
  nombreImages: number;
  description: string | null;
};

export function toPlotCardData(plot: Parcelle | ParcelleCard): PlotCardData {
  const { id, numeroLot, statut, categorie, adresse, prix, surface } = plot;
  const base = { id, numeroLot, statut, categorie, adresse, prix, surface };
  return 'images' in plot
    ? {
        ...base,
        image: plot.photos[0]?.url ?? plot.images[0] ?? null,
        imageSrcSet: plot.photos[0]?.srcset,
        nombreImages: plot.images.length,
        description: plot.description,
      }
    : { ...base, image: plot.image, nombreImages: plot.nombreImages, description: plot.descriptionCourte };
}

/** Spec §2 "Plot card": used on the home page, in the map's grid view and under a plot's page. */
export function PlotCard({ plot }: { plot: PlotCardData }) {
  const titleId = useId();
  const t = frParcelle.card;
  const extraPhotos = plot.nombreImages - 1;
  const perSquareMeter = formatPricePerSquareMeter(plot.prix, plot.surface);

  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-[3/2] bg-stone-100">
        <PlotImage
          src={plot.image}
          srcSet={plot.imageSrcSet}
          sizes={plot.imageSrcSet ? PHOTO_SIZES.card : undefined}
          alt={t.photoAlt(plot.numeroLot)}
          width={600}
          height={400}
          loading="lazy"
          decoding="async"
          className="size-full"
        />
        <div className="absolute top-3 left-3">
          <StatusBadge statut={plot.statut} />
        </div>
        {extraPhotos > 0 && (
          <span className="absolute right-3 bottom-3 inline-flex items-center gap-1 rounded-full bg-stone-950/75 px-2.5 py-1 text-xs font-semibold text-white">
            <Images aria-hidden="true" className="size-3.5" />
            {t.morePhotos(extraPhotos)}
          </span>
        )}
      </div>

      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={titleId} className="text-lg font-bold text-stone-900">
            {plot.numeroLot}
          </h3>
          <CategoryBadge categorie={plot.categorie} />
        </div>

        <p className="flex items-start gap-1.5 text-sm text-stone-600">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-700" />
          <span className="line-clamp-2">{plot.adresse ?? t.noAddress}</span>
        </p>

        <div>
          <p className="text-2xl font-bold text-primary-800 tabular-nums">{formatMoney(plot.prix)}</p>
          <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-600">
            <div className="flex gap-1">
              <dt className="sr-only">{t.surface}</dt>
              <dd className="font-medium text-stone-800 tabular-nums">{formatSurface(plot.surface)}</dd>
            </div>
            {perSquareMeter && (
              <div className="flex gap-1">
                <dt className="sr-only">{t.pricePerSquareMeter}</dt>
                <dd className="tabular-nums">{perSquareMeter}</dd>
              </div>
            )}
          </dl>
        </div>

        {plot.description && <p className="line-clamp-2 text-sm text-stone-600">{plot.description}</p>}

        {/* The lot number describes each link, so a list of cards does not read as "Voir détails" ×N. */}
        <div className="mt-auto flex gap-2 pt-1">
          <Link
            to={`/parcelle/${plot.id}`}
            aria-describedby={titleId}
            className={buttonClasses({ variant: 'outline', size: 'xs', className: 'flex-1' })}
          >
            {t.details}
          </Link>
          {isReservable(plot.statut) && (
            <Link
              to={`/reservation/${plot.id}`}
              aria-describedby={titleId}
              className={buttonClasses({ size: 'xs', className: 'flex-1' })}
            >
              {t.reserve}
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}

/** Same footprint as a card, so the grid does not jump when the plots arrive. */
export function PlotCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white"
    >
      <Skeleton className="aspect-[3/2] rounded-none" />
      <div className="flex flex-col gap-3 p-4">
        <div className="flex items-center justify-between">
          <Skeleton className="h-6 w-24" />
          <Skeleton className="h-5 w-20 rounded-full" />
        </div>
        <Skeleton className="h-4 w-4/5" />
        <Skeleton className="h-7 w-32" />
        <Skeleton className="h-4 w-full" />
        <div className="flex gap-2 pt-1">
          <Skeleton className="h-11 flex-1 rounded-lg" />
          <Skeleton className="h-11 flex-1 rounded-lg" />
        </div>
      </div>
    </div>
  );
}
