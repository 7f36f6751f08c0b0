import type { ReactNode } from 'react';
import { flexRender, type Row } from '@tanstack/react-table';
import { Skeleton } from '../ui/skeleton';

/** The table on a phone: each row a card of label/value pairs, its `cardTitle` column first. */
export function DataTableCards<T>({
  caption,
  rows,
  loading,
  showSkeleton,
  isEmpty,
  empty,
  loadingLabel,
}: {
  caption: string;
  rows: Row<T>[];
  loading: boolean;
  showSkeleton: boolean;
  isEmpty: boolean;
  empty: ReactNode;
  loadingLabel: string;
}) {
  return (
    <ul aria-label={caption} aria-busy={loading} className="flex flex-col gap-3">
      {showSkeleton && <SkeletonCard label={loadingLabel} />}
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
  );
}

function SkeletonCard({ label }: { label: string }) {
  return (
    <li className="flex flex-col gap-2 rounded-xl bg-white p-4 ring-1 ring-stone-200">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
    </li>
  );
}
