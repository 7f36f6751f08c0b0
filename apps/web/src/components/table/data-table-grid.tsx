import type { ReactNode } from 'react';
import { flexRender, type Header, type Row, type Table } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Skeleton } from '../ui/skeleton';
import type { DataTableTexts } from './data-table-types';
import { OpeningRow } from './opening-row';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** The table on a wider screen: headers that sort (when the list allows it), rows that may open. */
export function DataTableGrid<T>({
  table,
  rows,
  caption,
  loading,
  showSkeleton,
  isEmpty,
  empty,
  texts,
  rowHref,
}: {
  table: Table<T>;
  rows: Row<T>[];
  caption: string;
  loading: boolean;
  showSkeleton: boolean;
  isEmpty: boolean;
  empty: ReactNode;
  texts: DataTableTexts;
  rowHref?: (row: T) => string;
}) {
  const columnCount = table.options.columns.length;
  return (
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
              <td colSpan={columnCount} className="p-4">
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
              <td colSpan={columnCount} className="p-8 text-center text-stone-700">
                {empty}
              </td>
            </tr>
          )}
          {rows.map((row) => {
            const cells = row.getVisibleCells().map((cell) => (
              <td key={cell.id} className="px-3 py-3 align-top text-stone-900">
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </td>
            ));
            return rowHref ? (
              <OpeningRow key={row.id} href={rowHref(row.original)}>
                {cells}
              </OpeningRow>
            ) : (
              <tr key={row.id} className="hover:bg-stone-50">
                {cells}
              </tr>
            );
          })}
        </tbody>
      </table>
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
