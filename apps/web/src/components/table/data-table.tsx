import type { ReactNode } from 'react';
import { getCoreRowModel, useReactTable, type ColumnDef, type SortingState } from '@tanstack/react-table';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { DataTableCards } from './data-table-cards';
import { DataTableGrid } from './data-table-grid';
import { DataTablePager } from './data-table-pager';
import type { DataTablePagination, DataTableSort, DataTableTexts } from './data-table-types';

// The one table of the back office's lists, on TanStack Table. The server sorts and pages: this
// component only shows `data` and reports what the user asks for (a header clicked, a page), so
// the route keeps both in the query string. On phones each row becomes a card of label/value pairs.

export type { DataTablePagination, DataTableSort, DataTableTexts } from './data-table-types';

export interface DataTableProps<T> {
  /** Names the table for assistive technologies (a visible caption on desktop). */
  caption: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  data: T[] | undefined;
  getRowId: (row: T) => string;
  loading?: boolean;
  /** Shown instead of rows when `data` is empty (a message, or a message and an action). */
  empty: ReactNode;
  /** The server's current order; null when the list has its natural one. */
  sort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort | null) => void;
  pagination?: DataTablePagination;
  onPageChange?: (page: number) => void;
  texts: DataTableTexts;
  /**
   * Where a row leads (issue 23): the whole row opens it on a click, or on Enter once the row has
   * the focus (Tab, or the arrow keys from row to row). The row's own link stays for screen readers.
   */
  rowHref?: (row: T) => string;
}

export function DataTable<T>({
  caption,
  columns,
  data,
  getRowId,
  loading = false,
  empty,
  sort = null,
  onSortChange,
  pagination,
  onPageChange,
  texts,
  rowHref,
}: DataTableProps<T>) {
  const phone = useMediaQuery(PHONE_QUERY);
  const sorting: SortingState = sort ? [sort] : [];
  // The compiler skips this component (TanStack Table's instance is mutable); it renders from props.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: data ?? [],
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: true,
    enableMultiSort: false,
    sortDescFirst: false,
    // Sorting is opt-in per column: most columns of a server list cannot be sorted there.
    enableSorting: Boolean(onSortChange),
    state: { sorting },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      onSortChange?.(next[0] ?? null);
    },
  });

  const rows = table.getRowModel().rows;
  const showSkeleton = loading && rows.length === 0;
  const isEmpty = !loading && rows.length === 0;

  return (
    <div className="flex flex-col gap-3">
      {phone ? (
        <DataTableCards
          caption={caption}
          rows={rows}
          loading={loading}
          showSkeleton={showSkeleton}
          isEmpty={isEmpty}
          empty={empty}
          loadingLabel={texts.loading}
        />
      ) : (
        <DataTableGrid
          table={table}
          rows={rows}
          caption={caption}
          loading={loading}
          showSkeleton={showSkeleton}
          isEmpty={isEmpty}
          empty={empty}
          texts={texts}
          rowHref={rowHref}
        />
      )}
      {pagination && (
        <DataTablePager
          pagination={pagination}
          onPageChange={onPageChange}
          texts={texts}
          disabled={loading}
        />
      )}
    </div>
  );
}
