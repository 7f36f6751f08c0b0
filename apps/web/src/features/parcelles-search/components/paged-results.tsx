import { useEffect, useRef, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Parcelle, ParcelleList } from '@parcelles/shared/contracts/parcelles';
import { map as frMap } from '../../../i18n/fr/map';
import { EmptyResults } from './empty-results';
import { Pagination } from './pagination';
import { ResultsError } from './results-error';

export interface PagedResultsProps {
  search: UseQueryResult<ParcelleList>;
  /** Shown while the first page loads. */
  skeleton: ReactNode;
  /** Renders one page of plots: the list rows or the grid of cards. */
  children: (parcelles: Parcelle[]) => ReactNode;
  onPageChange: (page: number, replace?: boolean) => void;
  onClearFilters: () => void;
}

/** The list and grid views' shared states: loading, failure, nothing found, a page of results. */
export function PagedResults({
  search,
  skeleton,
  children,
  onPageChange,
  onClearFilters,
}: PagedResultsProps) {
  const topRef = useRef<HTMLDivElement>(null);
  const page = search.data?.pagination.page;
  const previousPage = useRef(page);

  // A new page starts at its top, and keyboard users start reading there too.
  useEffect(() => {
    if (page === undefined || page === previousPage.current) return;
    const isFirstAnswer = previousPage.current === undefined;
    previousPage.current = page;
    if (!isFirstAnswer) topRef.current?.focus();
  }, [page]);

  // A page past the end (an old link, filters that now match fewer plots) goes to the last one.
  const pages = search.data?.pagination.pages ?? 0;
  useEffect(() => {
    if (page !== undefined && pages > 0 && page > pages) onPageChange(pages, true);
  }, [page, pages, onPageChange]);

  if (search.isPending) {
    return (
      <div role="status" aria-busy="true">
        <span className="sr-only">{frMap.results.loadingList}</span>
        {skeleton}
      </div>
    );
  }
  if (search.isError) {
    return <ResultsError message={frMap.results.error} onRetry={() => void search.refetch()} />;
  }

  const { parcelles, pagination } = search.data;
  if (pagination.total === 0) return <EmptyResults onClear={onClearFilters} />;

  return (
    <div
      ref={topRef}
      tabIndex={-1}
      aria-busy={search.isPlaceholderData}
      className={`flex scroll-mt-24 flex-col gap-4 focus:outline-none ${search.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}`}
    >
      {children(parcelles)}
      <Pagination page={pagination.page} pages={pagination.pages} onChange={onPageChange} />
    </div>
  );
}
