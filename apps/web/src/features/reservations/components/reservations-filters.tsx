import { Search } from 'lucide-react';
import { RESERVATION_STATUTS, reservationStatusInfo, type ReservationStatut } from '@parcelles/shared/domain';
import { reservations as frReservations } from '../../../i18n/fr/reservations';

const t = frReservations.list.filters;

const FIELD =
  'block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 shadow-sm focus:border-primary-600 focus:ring-3 focus:ring-primary-600/20 focus:outline-none';

interface ReservationsFiltersProps {
  search: string;
  onSearchChange: (search: string) => void;
  statut: ReservationStatut | undefined;
  onStatutChange: (statut: ReservationStatut | undefined) => void;
}

/** Spec §2: a search over lot number and address, and a status filter. */
export function ReservationsFilters({
  search,
  onSearchChange,
  statut,
  onStatutChange,
}: ReservationsFiltersProps) {
  return (
    // role="search" rather than <search>, which older browsers (and jsdom) do not know yet.
    <div role="search" aria-label={t.label} className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem]">
      <div>
        <label htmlFor="reservations-search" className="mb-1 block text-sm font-semibold text-stone-800">
          {t.search}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
          />
          <input
            id="reservations-search"
            type="search"
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
            placeholder={t.searchPlaceholder}
            className={`${FIELD} pl-9`}
          />
        </div>
      </div>
      <div>
        <label htmlFor="reservations-statut" className="mb-1 block text-sm font-semibold text-stone-800">
          {t.statut}
        </label>
        <select
          id="reservations-statut"
          value={statut ?? ''}
          onChange={(event) =>
            onStatutChange((event.target.value || undefined) as ReservationStatut | undefined)
          }
          className={FIELD}
        >
          <option value="">{t.allStatuts}</option>
          {RESERVATION_STATUTS.map((value) => (
            <option key={value} value={value}>
              {reservationStatusInfo(value).label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
