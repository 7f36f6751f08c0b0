import { useSearchParams } from 'react-router';
import type { DataTableSort } from './data-table';
import { readFilters } from './filter-form';

export interface ListParamsOptions {
  /** Whether the list sorts by column: `tri` (the API's sort name) and `ordre` in the query string. */
  sortable?: boolean;
  /** Query-string values that stay whatever the filters (a page's tab, e.g. `vue=tous`). */
  fixed?: Record<string, string>;
}

/**
 * A back office list's state in the query string (so a link or Back shows the same view): its
 * filters, page, and sort (`tri` + `ordre`); applying filters goes back to the first page and
 * keeps the sort, clearing them keeps only the `fixed` values.
 */
export function useListParams<K extends string>(names: readonly K[], options: ListParamsOptions = {}) {
  const { sortable = true, fixed = {} } = options;
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params, names);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const tri = (sortable && params.get('tri')) || undefined;
  const ordre: 'asc' | 'desc' | undefined = tri
    ? params.get('ordre') === 'desc'
      ? 'desc'
      : 'asc'
    : undefined;
  const sort: DataTableSort | null = tri ? { id: tri, desc: ordre === 'desc' } : null;

  function update(change: (next: URLSearchParams) => void) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      change(next);
      return next;
    });
  }

  function onSortChange(next: DataTableSort | null) {
    update((p) => {
      if (next) {
        p.set('tri', next.id);
        p.set('ordre', next.desc ? 'desc' : 'asc');
      } else {
        p.delete('tri');
        p.delete('ordre');
      }
      p.delete('page');
    });
  }

  return {
    filters,
    page,
    tri,
    ordre,
    sort,
    onSortChange: sortable ? onSortChange : undefined,
    onPageChange: (next: number) => update((p) => p.set('page', String(next))),
    /** The filter form's key: the query string, so the form shows the address's values. */
    formKey: params.toString(),
    /** What the filter form's apply and clear do. */
    filterForm: {
      onApply: (values: Record<string, string>) =>
        setParams({ ...fixed, ...values, ...(tri && ordre ? { tri, ordre } : {}) }),
      onClear: () => setParams({ ...fixed }),
    },
  };
}
