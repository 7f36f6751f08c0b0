import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FILTER_DEBOUNCE_MS } from '@parcelles/shared/domain';
import {
  DEFAULT_VIEW,
  EMPTY_FILTERS,
  boundErrors,
  countActiveFilters,
  normalizeFilters,
  parsePlotSearch,
  sameFilters,
  serializePlotSearch,
  toApiFilters,
  type FilterField,
  type FilterValues,
  type PlotSearchState,
  type PlotView,
} from './plot-search-params';

/**
 * The /map screen's filters, view and page, kept in the query string. Inputs answer at once from
 * local state; the URL (and so the request) follows FILTER_DEBOUNCE_MS after the last change
 * (spec §2, §9), replacing the history entry so Back does not replay every keystroke.
 */
export function usePlotFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parsePlotSearch(searchParams), [searchParams]);
  const applied = state.filters;

  const [values, setValues] = useState<FilterValues>(applied);
  // The URL filters the inputs last took. When the URL changes from outside (Back, a shared link)
  // the inputs follow; our own writes record themselves here first, so a trailing space being
  // typed is never trimmed away under the cursor.
  const [synced, setSynced] = useState<FilterValues>(applied);
  if (!sameFilters(synced, applied)) {
    setSynced(applied);
    setValues(applied);
  }

  const update = useCallback(
    (change: (current: PlotSearchState) => PlotSearchState, replace = false) =>
      setSearchParams((previous) => serializePlotSearch(change(parsePlotSearch(previous))), { replace }),
    [setSearchParams],
  );

  const apply = useCallback(
    (filters: FilterValues) => {
      const next = normalizeFilters(filters);
      setSynced(next);
      // New filters start again from the first page of results.
      update((current) => ({ ...current, filters: next, page: 1 }), true);
    },
    [update],
  );

  useEffect(() => {
    if (sameFilters(values, applied)) return;
    const timer = setTimeout(() => apply(values), FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [values, applied, apply]);

  /** Enter in the search form: no reason to make the visitor wait for the debounce. */
  const applyNow = useCallback(() => {
    if (!sameFilters(values, applied)) apply(values);
  }, [values, applied, apply]);

  const setValue = useCallback(
    (field: FilterField, value: string) => setValues((current) => ({ ...current, [field]: value })),
    [],
  );

  const clear = useCallback(() => {
    setValues(EMPTY_FILTERS);
    setSynced(EMPTY_FILTERS);
    update((current) => ({ ...current, filters: EMPTY_FILTERS, page: 1 }));
  }, [update]);

  const setView = useCallback(
    // The list and the grid page through the same results; the map shows them all.
    (view: PlotView) =>
      update((current) => ({ ...current, view, page: view === DEFAULT_VIEW ? 1 : current.page })),
    [update],
  );

  /** `replace` corrects the URL without a history entry (e.g. a page past the end). */
  const setPage = useCallback(
    (page: number, replace = false) => update((current) => ({ ...current, page }), replace),
    [update],
  );

  const apiFilters = useMemo(() => toApiFilters(applied), [applied]);

  return {
    /** What the inputs show, possibly ahead of the URL by up to FILTER_DEBOUNCE_MS. */
    values,
    /** The filters in force, as sent to the API (empty values and inverted bounds left out). */
    apiFilters,
    boundErrors: boundErrors(applied),
    activeCount: countActiveFilters(applied),
    view: state.view,
    page: state.page,
    setValue,
    applyNow,
    clear,
    setView,
    setPage,
  };
}

export type PlotFiltersState = ReturnType<typeof usePlotFilters>;
