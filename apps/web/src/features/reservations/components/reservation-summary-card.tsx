import type { ReactNode } from 'react';
import type { Parcelle } from '@parcelles/shared/contracts/parcelles';
import { formatMoney, formatPricePerSquareMeter, formatSurface } from '@parcelles/shared/format';
import { reservations as frReservations } from '../../../i18n/fr/reservations';

const t = frReservations.wizard.summary;

/**
 * Spec §2: the side card of the wizard (first image, lot, address, surface, price per m², total
 * price, description). The picture comes from the route, which owns the plots' image component.
 */
export function ReservationSummaryCard({ parcelle, image }: { parcelle: Parcelle; image: ReactNode }) {
  return (
    <aside
      aria-labelledby="reservation-summary-title"
      className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200"
    >
      <div className="aspect-[16/10] bg-stone-100">{image}</div>
      <div className="flex flex-col gap-4 p-5">
        <div>
          <h2
            id="reservation-summary-title"
            className="text-xs font-semibold tracking-wide text-stone-500 uppercase"
          >
            {t.heading}
          </h2>
          <p className="mt-1 text-xl font-bold text-stone-900">{parcelle.numeroLot}</p>
          <p className="text-sm text-stone-600">{parcelle.adresse || t.noAddress}</p>
        </div>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-stone-500">{t.surface}</dt>
            <dd className="font-semibold text-stone-900">{formatSurface(parcelle.surface)}</dd>
          </div>
          <div>
            <dt className="text-stone-500">{t.pricePerSquareMeter}</dt>
            <dd className="font-semibold text-stone-900">
              {formatPricePerSquareMeter(parcelle.prix, parcelle.surface)}
            </dd>
          </div>
          <div className="col-span-2 rounded-xl bg-primary-50 p-3">
            <dt className="text-primary-900">{t.price}</dt>
            <dd className="text-2xl font-bold text-primary-800">{formatMoney(parcelle.prix)}</dd>
          </div>
        </dl>
        {parcelle.description && (
          <div className="text-sm">
            <h3 className="font-semibold text-stone-900">{t.description}</h3>
            <p className="mt-1 line-clamp-5 text-stone-700">{parcelle.description}</p>
          </div>
        )}
      </div>
    </aside>
  );
}
