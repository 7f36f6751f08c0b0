import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Reservation } from '@parcelles/shared/contracts/reservations';
import { FILTER_DEBOUNCE_MS } from '@parcelles/shared/domain';
import { SavedCopyNote } from '../../components/ui/saved-copy-note';
import { Skeleton } from '../../components/ui/skeleton';
import { reservations as frReservations } from '../../i18n/fr/reservations';
import { PHOTO_SIZES, PlotImage } from '../../features/parcelles/components/plot-image';
import { Pagination } from '../../features/parcelles-search/components/pagination';
import { ResultsError } from '../../features/parcelles-search/components/results-error';
import {
  RESERVATIONS_PAGE_SIZE,
  readReservationsParams,
  useMyReservations,
} from '../../features/reservations/api/get-my-reservations';
import { CancelReservationDialog } from '../../features/reservations/components/cancel-reservation-dialog';
import { ReservationCard } from '../../features/reservations/components/reservation-card';
import { ReceiptLinks } from '../../features/recus/components/receipt-links';
import { ReservationsCounters } from '../../features/reservations/components/reservations-counters';
import {
  NoMatchingReservations,
  NoReservations,
} from '../../features/reservations/components/reservations-empty';
import { ReservationsFilters } from '../../features/reservations/components/reservations-filters';
import { useDebouncedValue } from '../../features/reservations/hooks/use-debounced-value';
import { useNow } from '../../lib/use-now';

const t = frReservations.list;
/** Countdowns are shown to the minute. */
const CLOCK_TICK_MS = 60_000;

/**
 * Spec §2 'Mes réservations' (/reservations). The status and the page live in the address, so
 * coming back from a payment finds the list as it was.
 */
export function ReservationsRoute() {
  const [params, setParams] = useSearchParams();
  const { statut, page } = readReservationsParams(params);
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), FILTER_DEBOUNCE_MS);

  const query = useMyReservations({
    statut,
    search: search || undefined,
    page,
    limit: RESERVATIONS_PAGE_SIZE,
  });
  const now = useNow(CLOCK_TICK_MS);
  const [toCancel, setToCancel] = useState<Reservation | null>(null);

  /** Writes one filter to the address; a new filter starts again from page 1. */
  function update(changes: Record<string, string | undefined>) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  }

  function changeSearch(value: string) {
    setSearchInput(value);
    // The search goes out once typing pauses; its results start from their first page.
    update({ page: undefined });
  }

  function clearFilters() {
    setSearchInput('');
    setParams({}, { replace: true });
  }

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <title>{t.title}</title>
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{t.heading}</h1>
        <p className="text-stone-600">{t.intro}</p>
      </header>

      {query.isError && query.data !== undefined && <SavedCopyNote updatedAt={query.dataUpdatedAt} />}
      {query.isPending ? (
        <ReservationsSkeleton />
      ) : query.data === undefined ? (
        <ResultsError message={t.error} onRetry={() => void query.refetch()} />
      ) : query.data.resume.total === 0 ? (
        <NoReservations />
      ) : (
        <>
          <ReservationsCounters resume={query.data.resume} />
          <ReservationsFilters
            search={searchInput}
            onSearchChange={changeSearch}
            statut={statut}
            onStatutChange={(value) => update({ statut: value, page: undefined })}
          />
          <section
            aria-labelledby="reservations-list-title"
            aria-busy={query.isFetching}
            className="flex flex-col gap-4"
          >
            <h2
              id="reservations-list-title"
              className="text-sm font-semibold text-stone-700"
              aria-live="polite"
            >
              {t.count(query.data.pagination.total)}
            </h2>
            {query.data.reservations.length === 0 ? (
              <NoMatchingReservations onClear={clearFilters} />
            ) : (
              <ul className="flex flex-col gap-4">
                {query.data.reservations.map((reservation) => (
                  <li key={reservation.id}>
                    <ReservationCard
                      reservation={reservation}
                      now={now}
                      onCancel={setToCancel}
                      downloads={<ReceiptLinks reservation={reservation} />}
                      image={
                        <PlotImage
                          src={reservation.parcelle.photos[0]?.url}
                          srcSet={reservation.parcelle.photos[0]?.srcset}
                          sizes={PHOTO_SIZES.side}
                          alt={frReservations.card.photoAlt(reservation.parcelle.numeroLot)}
                          width={480}
                          height={320}
                          className="size-full"
                          loading="lazy"
                        />
                      }
                    />
                  </li>
                ))}
              </ul>
            )}
            <Pagination
              page={query.data.pagination.page}
              pages={query.data.pagination.pages}
              onChange={(next) => {
                update({ page: next > 1 ? String(next) : undefined });
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
            />
          </section>
        </>
      )}

      {toCancel && <CancelReservationDialog reservation={toCancel} onClose={() => setToCancel(null)} />}
    </div>
  );
}

function ReservationsSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">{t.loading}</span>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-20 rounded-2xl" />
        ))}
      </div>
      {Array.from({ length: 2 }, (_, i) => (
        <Skeleton key={i} className="h-64 rounded-2xl" />
      ))}
    </div>
  );
}
