import { ArrowRight } from 'lucide-react';
import { SIMILAR_PLOTS_COUNT } from '@parcelles/shared/domain';
import { Link } from 'react-router';
import { parcelle as frParcelle } from '../../../i18n/fr/parcelle';
import { useSimilarParcelles } from '../api/get-similar-parcelles';
import { PlotCard, PlotCardSkeleton, toPlotCardData } from './plot-card';

/** Spec §2/§7: up to 4 available plots close in price and surface, and the way to all the others. */
export function SimilarParcelles({ parcelleId }: { parcelleId: string }) {
  const t = frParcelle.similar;
  const similar = useSimilarParcelles(parcelleId);

  return (
    <section aria-labelledby="similar-title" aria-busy={similar.isPending}>
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <h2 id="similar-title" className="text-xl font-bold text-stone-900 sm:text-2xl">
          {t.heading}
        </h2>
        <Link
          to="/map"
          className="inline-flex min-h-11 items-center gap-1.5 rounded-md font-semibold text-primary-800 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-accent-500"
        >
          {t.seeMap}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>

      {similar.isPending ? (
        <>
          <p className="sr-only">{t.loading}</p>
          <div className={GRID}>
            {Array.from({ length: SIMILAR_PLOTS_COUNT }, (_, i) => (
              <PlotCardSkeleton key={i} />
            ))}
          </div>
        </>
      ) : similar.data && similar.data.length > 0 ? (
        <ul className={GRID}>
          {similar.data.map((plot) => (
            <li key={plot.id} className="flex flex-col [&>article]:flex-1">
              <PlotCard plot={toPlotCardData(plot)} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 rounded-xl border border-dashed border-stone-300 bg-white p-5 text-stone-600">
          {t.empty}
        </p>
      )}
    </section>
  );
}

const GRID = 'mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-4';
