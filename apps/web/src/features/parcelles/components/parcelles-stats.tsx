import type { ParcelleStats } from '@parcelles/shared/contracts/parcelles';
import { formatMoney, formatSurface } from '@parcelles/shared/format';
import { Skeleton } from '../../../components/ui/skeleton';
import { fr } from '../../../i18n/fr';
import { formatCount } from '@parcelles/shared/format';
import { useParcellesStats } from '../api/get-parcelles-stats';

const TILE_COUNT = 4;

/** Live figures of the city, from GET /parcelles/stats. */
export function ParcellesStatsStrip() {
  const stats = useParcellesStats();

  return (
    <section
      aria-labelledby="stats-title"
      aria-busy={stats.isPending}
      className="mx-auto max-w-6xl px-4 py-10 sm:px-6"
    >
      <h2 id="stats-title" className="mb-5 text-xl font-bold text-stone-900 sm:text-2xl">
        {fr.stats.heading}
      </h2>
      {stats.isPending ? (
        <StatsSkeleton />
      ) : stats.isError ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-stone-200 bg-white p-5 text-stone-700">
          <p>{fr.stats.error}</p>
          <button
            type="button"
            onClick={() => void stats.refetch()}
            className="min-h-11 rounded-lg px-3 font-semibold text-primary-800 underline underline-offset-4 hover:text-primary-900 focus-visible:outline-3 focus-visible:outline-accent-500"
          >
            {fr.stats.retry}
          </button>
        </div>
      ) : (
        <StatsList stats={stats.data} />
      )}
    </section>
  );
}

function StatsList({ stats }: { stats: ParcelleStats }) {
  // The bounds are null while the city has no plot on sale: a dash, not a misleading '0 $US'.
  const { prixMin, surfaceMin, surfaceMax } = stats;
  const items = [
    { label: fr.stats.total, value: formatCount(stats.total) },
    { label: fr.stats.available, value: formatCount(stats.parStatut.DISPONIBLE) },
    { label: fr.stats.priceFrom, value: prixMin === null ? fr.stats.none : formatMoney(prixMin) },
    {
      label: fr.stats.surfaces,
      value:
        surfaceMin === null || surfaceMax === null ? (
          fr.stats.none
        ) : (
          // Break the range only around the dash, never inside a figure and its unit.
          <>
            <span className="whitespace-nowrap">{formatSurface(surfaceMin)}</span> –{' '}
            <span className="whitespace-nowrap">{formatSurface(surfaceMax)}</span>
          </>
        ),
    },
  ];

  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {items.map(({ label, value }) => (
        <div
          key={label}
          className="flex flex-col gap-1 rounded-xl border border-stone-200 bg-white p-4 shadow-xs sm:p-5"
        >
          <dt className="text-sm font-medium text-stone-600">{label}</dt>
          <dd className="order-first text-xl font-bold text-primary-800 tabular-nums sm:text-2xl">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function StatsSkeleton() {
  return (
    <>
      <p className="sr-only">{fr.stats.loading}</p>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {Array.from({ length: TILE_COUNT }, (_, i) => (
          <div key={i} className="flex flex-col gap-2 rounded-xl border border-stone-200 bg-white p-4 sm:p-5">
            <Skeleton className="h-7 w-24 sm:h-8" />
            <Skeleton className="h-4 w-28" />
          </div>
        ))}
      </div>
    </>
  );
}
