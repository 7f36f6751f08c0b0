import { useMemo } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Lightbulb } from 'lucide-react';
import type { ParcelleCard } from '@parcelles/shared/contracts/parcelles';
import { map as frMap } from '../../i18n/fr/map';
import { sitePlan as frSitePlan } from '../../i18n/fr/site-plan';
import { PlotCard, PlotCardSkeleton, toPlotCardData } from '../../features/parcelles/components/plot-card';
import { useParcelleCards } from '../../features/parcelles-search/api/get-parcelle-cards';
import { useSearchParcelles } from '../../features/parcelles-search/api/search-parcelles';
import { EmptyResults } from '../../features/parcelles-search/components/empty-results';
import { FilterBar } from '../../features/parcelles-search/components/filter-bar';
import { PagedResults } from '../../features/parcelles-search/components/paged-results';
import { PlotCounters } from '../../features/parcelles-search/components/plot-counters';
import { PlotList, PlotListSkeleton } from '../../features/parcelles-search/components/plot-list';
import { ResultsCount } from '../../features/parcelles-search/components/results-count';
import { ResultsError } from '../../features/parcelles-search/components/results-error';
import { ViewSwitch } from '../../features/parcelles-search/components/view-switch';
import {
  usePlotFilters,
  type PlotFiltersState,
} from '../../features/parcelles-search/hooks/use-plot-filters';
import { SitePlanLoading, SitePlanMap, useSitePlan } from '../../features/site-plan';
import { useReservationCounters } from '../../features/reservations/api/get-my-reservations';
import { useIsAuthenticated } from '../../lib/session';

const detailsHref = (plot: ParcelleCard) => `/parcelle/${plot.id}`;
const reserveHref = (plot: ParcelleCard) => `/reservation/${plot.id}`;

/** Spec §2 "Map page": every plot of the city on the site plan, in a list or in a grid. */
export function MapRoute() {
  const filters = usePlotFilters();
  // Spec §4: Réservées and Vendues count the signed-in user's reservations; 0 signed out or on error.
  const userCounters = useReservationCounters(useIsAuthenticated());
  const { apiFilters, view, page } = filters;
  const onMap = view === 'carte';

  // The map and the counters need every matching plot; the list and the grid page through the
  // full records, loaded only once the visitor leaves the map (spec §2).
  const cards = useParcelleCards(apiFilters);
  const search = useSearchParcelles({ filters: apiFilters, page }, { enabled: !onMap });

  const plots = cards.data;
  const available = useMemo(() => plots?.filter((plot) => plot.statut === 'DISPONIBLE').length, [plots]);
  // Unknown figures read as a dash rather than a skeleton that would pulse forever.
  const unknown = cards.isError ? null : undefined;
  // Off the map the search's total is exact even past the 10,000 cards the map can draw.
  const count = onMap ? plots?.length : (search.data?.pagination.total ?? plots?.length);
  const failed = onMap ? cards.isError : search.isError;

  return (
    <>
      <title>{frMap.title}</title>
      <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-6 sm:gap-6 sm:px-6 sm:py-10">
        <header className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{frMap.heading}</h1>
          <p className="max-w-2xl text-stone-600 sm:text-lg">{frMap.subtitle}</p>
        </header>

        <PlotCounters
          total={plots?.length ?? unknown}
          available={available ?? unknown}
          reserved={userCounters.reserved}
          sold={userCounters.sold}
        />
        <FilterBar filters={filters} />

        <section aria-labelledby="results-title" className="flex flex-col gap-4">
          <h2 id="results-title" className="sr-only">
            {frMap.results.heading}
          </h2>
          <div className="flex flex-wrap items-center justify-between gap-3">
            {!failed && <ResultsCount count={count} />}
            <ViewSwitch view={view} onChange={filters.setView} />
          </div>

          {onMap ? (
            <MapView cards={cards} onClearFilters={filters.clear} />
          ) : (
            <PagedResults
              search={search}
              skeleton={view === 'liste' ? <PlotListSkeleton /> : <GridSkeleton />}
              onPageChange={filters.setPage}
              onClearFilters={filters.clear}
            >
              {(parcelles) =>
                view === 'liste' ? (
                  <PlotList parcelles={parcelles} />
                ) : (
                  <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                    {parcelles.map((parcelle) => (
                      <li key={parcelle.id} className="grid">
                        <PlotCard plot={toPlotCardData(parcelle)} />
                      </li>
                    ))}
                  </ul>
                )
              }
            </PagedResults>
          )}
        </section>
      </div>
    </>
  );
}

function MapView({
  cards,
  onClearFilters,
}: {
  cards: UseQueryResult<ParcelleCard[]>;
  onClearFilters: PlotFiltersState['clear'];
}) {
  const plan = useSitePlan();

  if (cards.isError || plan.isError) {
    return (
      <ResultsError
        message={frMap.mapView.error}
        onRetry={() => {
          if (cards.isError) void cards.refetch();
          if (plan.isError) void plan.refetch();
        }}
      />
    );
  }
  if (cards.isPending || plan.isPending) return <SitePlanLoading />;
  if (cards.data.length === 0) return <EmptyResults onClear={onClearFilters} />;

  return (
    <div className="flex flex-col gap-3">
      <SitePlanMap
        plots={cards.data}
        planImage={plan.data.image}
        detailsHref={detailsHref}
        reserveHref={reserveHref}
      />
      <p className="flex items-start gap-2 rounded-xl bg-accent-50 p-3 text-sm text-stone-800 ring-1 ring-accent-200 ring-inset">
        <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-700" />
        {/* Chosen by the screen's pointer in CSS: the page is rendered on the server too (ADR 025). */}
        <span className="pointer-coarse:hidden">{frSitePlan.tip}</span>
        <span className="hidden pointer-coarse:inline">{frSitePlan.tipTouch}</span>
      </p>
    </div>
  );
}

/** Spec §2: six placeholder cards while the grid loads. */
const GRID_SKELETON_CARDS = 6;

function GridSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: GRID_SKELETON_CARDS }, (_, i) => (
        <PlotCardSkeleton key={i} />
      ))}
    </div>
  );
}
