import type { ReactNode } from 'react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type Header,
  type SortingState,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Button } from '../ui/button';
import { Skeleton } from '../ui/skeleton';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query';

// The one table of the back office's lists, on TanStack Table. The server sorts and pages: this
// component only shows `data` and reports what the user asks for (a header clicked, a page), so
// the route keeps both in the query string. On phones each row becomes a card of label/value pairs.

export interface DataTableSort {
  id: string;
  desc: boolean;
}

export interface DataTablePagination {
  page: number;
  pages: number;
  total: number;
}

export interface DataTableTexts {
  loading: string;
  empty: string;
  sortBy: (label: string) => string;
  previous: string;
  next: string;
  pageOf: (page: number, pages: number) => string;
  total: (total: number) => string;
  pagination: string;
}

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData, TValue> {
    /** The column's name, in the header and beside the value on a phone card. */
    label: string;
    /** On a phone card, the row's title (first, without a label). */
    cardTitle?: boolean;
  }
}

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
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

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

  const body = phone ? (
    <ul aria-label={caption} aria-busy={loading} className="flex flex-col gap-3">
      {showSkeleton && <SkeletonCards label={texts.loading} />}
      {isEmpty && (
        <li className="rounded-xl bg-white p-6 text-center text-stone-700 ring-1 ring-stone-200">{empty}</li>
      )}
      {rows.map((row) => {
        const cells = row.getVisibleCells();
        const title = cells.find((cell) => cell.column.columnDef.meta?.cardTitle);
        return (
          <li key={row.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
            {title && (
              <div className="mb-2 font-semibold text-stone-900">
                {flexRender(title.column.columnDef.cell, title.getContext())}
              </div>
            )}
            <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 gap-y-1.5 text-sm">
              {cells
                .filter((cell) => cell !== title)
                .map((cell) => (
                  <div key={cell.id} className="contents">
                    <dt className="text-stone-600">{cell.column.columnDef.meta?.label}</dt>
                    <dd className="min-w-0 break-words text-stone-900">
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </dd>
                  </div>
                ))}
            </dl>
          </li>
        );
      })}
    </ul>
  ) : (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
      <table className="w-full text-left text-sm" aria-busy={loading}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-stone-200 bg-stone-50 text-stone-700">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <HeaderCell key={header.id} header={header} texts={texts} />
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-stone-100">
          {showSkeleton && (
            <tr>
              <td colSpan={columns.length} className="p-4">
                <span className="sr-only">{texts.loading}</span>
                <div className="flex flex-col gap-3">
                  <Skeleton className="h-5 w-full" />
                  <Skeleton className="h-5 w-5/6" />
                  <Skeleton className="h-5 w-4/6" />
                </div>
              </td>
            </tr>
          )}
          {isEmpty && (
            <tr>
              <td colSpan={columns.length} className="p-8 text-center text-stone-700">
                {empty}
              </td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={row.id} className="hover:bg-stone-50">
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className="px-3 py-3 align-top text-stone-900">
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );

  return (
    <div className="flex flex-col gap-3">
      {body}
      {pagination && (
        <Pager pagination={pagination} onPageChange={onPageChange} texts={texts} disabled={loading} />
      )}
    </div>
  );
}

function HeaderCell<T>({ header, texts }: { header: Header<T, unknown>; texts: DataTableTexts }) {
  const label = header.column.columnDef.meta?.label ?? '';
  const direction = header.column.getIsSorted();
  if (!header.column.getCanSort()) {
    return (
      <th scope="col" className="px-3 py-2.5 font-semibold whitespace-nowrap">
        {label}
      </th>
    );
  }
  const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <th
      scope="col"
      aria-sort={direction ? ARIA_SORT[direction] : 'none'}
      className="px-1 py-1 whitespace-nowrap"
    >
      {/* A real button: Enter and Space sort, as a click does. */}
      <button
        type="button"
        onClick={header.column.getToggleSortingHandler()}
        title={texts.sortBy(label)}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 font-semibold hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-accent-500"
      >
        {label}
        <Icon aria-hidden="true" className={`size-4 ${direction ? 'text-primary-700' : 'text-stone-400'}`} />
      </button>
    </th>
  );
}

function Pager({
  pagination: { page, pages, total },
  onPageChange,
  texts,
  disabled,
}: {
  pagination: DataTablePagination;
  onPageChange?: (page: number) => void;
  texts: DataTableTexts;
  disabled: boolean;
}) {
  return (
    <nav aria-label={texts.pagination} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-stone-700">
        {texts.total(total)} · {texts.pageOf(page, pages)}
      </p>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={disabled || page <= 1}
          onClick={() => onPageChange?.(page - 1)}
        >
          {texts.previous}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={disabled || page >= pages}
          onClick={() => onPageChange?.(page + 1)}
        >
          {texts.next}
        </Button>
      </div>
    </nav>
  );
}

function SkeletonCards({ label }: { label: string }) {
  return (
    <li className="flex flex-col gap-2 rounded-xl bg-white p-4 ring-1 ring-stone-200">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
    </li>
  );
}
