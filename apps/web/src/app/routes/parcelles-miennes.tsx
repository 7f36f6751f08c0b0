import { useEffect } from 'react';
import { toast } from '../../lib/toast';
import { useMyPlots } from '../../features/my-plots/api/get-my-plots';
import { MyPlotsEmpty } from '../../features/my-plots/components/my-plots-empty';
import { MyPlotsStats, MyPlotsStatsSkeleton } from '../../features/my-plots/components/my-plots-stats';
import { plotTotals } from '../../features/my-plots/lib/plot-totals';
import { PlotCard, PlotCardSkeleton, toPlotCardData } from '../../features/parcelles/components/plot-card';
import { paiements as frPaiements } from '../../i18n/fr/paiements';
import { Button } from '../../components/ui/button';
import { SavedCopyNote } from '../../components/ui/saved-copy-note';

const SKELETON_CARDS = 3;

/** Spec §2 'Mes parcelles acquises' (/parcelles-miennes): the plots the buyer owns, with their totals. */
export function ParcellesMiennesRoute() {
  const t = frPaiements.myPlots;
  const { data: parcelles, isPending, isError, refetch, dataUpdatedAt } = useMyPlots();

  // Spec §8: a load failure is told in a toast (once per failure, not on every render); with a
  // copy kept on this device to show instead (issue 23), the copy's note says it.
  const failedWithout = isError && parcelles === undefined;
  useEffect(() => {
    if (failedWithout) toast.error(t.loadFailed, { id: 'my-plots-load-failed' });
  }, [failedWithout, t.loadFailed]);

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12">
      <title>{frPaiements.pageTitle(t.heading)}</title>
      <header>
        <h1 className="text-3xl font-bold text-stone-900">{t.heading}</h1>
        <p className="mt-2 text-stone-700">{t.intro}</p>
      </header>

      {isError && parcelles !== undefined && <SavedCopyNote updatedAt={dataUpdatedAt} />}
      {isPending ? (
        <div role="status" aria-label={t.loading} className="flex flex-col gap-8">
          <MyPlotsStatsSkeleton />
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <PlotCardSkeleton key={index} />
            ))}
          </div>
        </div>
      ) : parcelles === undefined ? (
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-stone-200 bg-white px-6 py-12 text-center">
          <p className="font-medium text-stone-800">{t.loadFailed}</p>
          <Button variant="outline" size="md" onClick={() => void refetch()}>
            {t.retry}
          </Button>
        </div>
      ) : parcelles.length === 0 ? (
        <MyPlotsEmpty />
      ) : (
        <>
          <MyPlotsStats totals={plotTotals(parcelles)} />
          <section aria-label={t.listLabel}>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {parcelles.map((parcelle) => (
                <li key={parcelle.id} className="grid">
                  <PlotCard plot={toPlotCardData(parcelle)} />
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}
