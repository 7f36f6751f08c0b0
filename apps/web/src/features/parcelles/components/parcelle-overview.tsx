import { MapPin } from 'lucide-react';
import type { Parcelle } from '@parcelles/shared/contracts/parcelles';
import { formatMoney, formatPricePerSquareMeter, formatSurface } from '@parcelles/shared/format';
import { CategoryBadge, StatusBadge } from '../../../components/ui/badge';
import { parcelle as frParcelle } from '../../../i18n/fr/parcelle';
import { isReservable } from '../utils/reservable';
import { FavouriteButton } from './favourite-button';
import { ReserveButton } from './reserve-button';
import { ShareButton } from './share-button';

/** The top of a plot's page: status and category, the lot number as the page's title, the address. */
export function ParcelleHeader({ parcelle }: { parcelle: Parcelle }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <StatusBadge statut={parcelle.statut} />
          <CategoryBadge categorie={parcelle.categorie} />
        </div>
        <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{parcelle.numeroLot}</h1>
        <p className="flex items-start gap-1.5 text-stone-600">
          <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
          {parcelle.adresse ?? frParcelle.card.noAddress}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <ShareButton numeroLot={parcelle.numeroLot} />
        <FavouriteButton />
      </div>
    </div>
  );
}

/** Price and measures, with the way to reserve when the plot is available. */
export function ParcellePriceCard({ parcelle }: { parcelle: Parcelle }) {
  const t = frParcelle.detail;
  const perSquareMeter = formatPricePerSquareMeter(parcelle.prix, parcelle.surface);
  const facts: { label: string; value: string | null }[] = [
    { label: t.surface, value: formatSurface(parcelle.surface) },
    { label: t.pricePerSquareMeter, value: perSquareMeter },
    { label: t.reference, value: parcelle.reference },
    { label: t.localisation, value: parcelle.localisation },
  ];

  return (
    <section
      aria-labelledby="parcelle-price-title"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="parcelle-price-title" className="text-sm font-medium text-stone-600">
        {t.price}
      </h2>
      <p className="mt-1 text-3xl font-bold text-primary-800 tabular-nums">{formatMoney(parcelle.prix)}</p>
      <dl className="mt-4 divide-y divide-stone-100 border-y border-stone-100 text-sm">
        {facts.map(({ label, value }) =>
          // A plot without a reference or a place name simply has one line less.
          value ? (
            <div key={label} className="flex justify-between gap-4 py-2.5">
              <dt className="text-stone-600">{label}</dt>
              <dd className="text-right font-semibold text-stone-900 tabular-nums">{value}</dd>
            </div>
          ) : null,
        )}
      </dl>
      <div className="mt-5">
        {isReservable(parcelle.statut) ? (
          <ReserveButton parcelleId={parcelle.id} />
        ) : (
          <p className="rounded-lg bg-stone-100 px-4 py-3 text-sm text-stone-700">{t.notAvailable}</p>
        )}
      </div>
    </section>
  );
}

export function ParcelleDescription({ description }: { description: string | null }) {
  const t = frParcelle.detail;
  return (
    <section aria-labelledby="parcelle-description-title">
      <h2 id="parcelle-description-title" className="text-xl font-bold text-stone-900">
        {t.description}
      </h2>
      <p className="mt-3 leading-relaxed whitespace-pre-line text-stone-700">
        {description?.trim() || t.noDescription}
      </p>
    </section>
  );
}
