import { Skeleton } from '../ui/skeleton';
import { admin } from '../../i18n/fr/admin';

// A row of labelled figures above a back-office list (the payments' and the reservations' stats).
// It stays quiet: a placeholder while loading, one muted line if the figures cannot be had, so a
// failed stats call never stands in the way of the list below it.

export interface FigureItem {
  label: string;
  value: string;
}

export function FigureRow<S>({
  label,
  query,
  figures: toFigures,
}: {
  /** The accessible name of the row, e.g. 'Chiffres des paiements'. */
  label: string;
  /** The figures' query: no data while loading, an error when they cannot be had. */
  query: { data: S | undefined; isError: boolean };
  /** The figures, once the query has them. */
  figures: (stats: S) => FigureItem[];
}) {
  const failed = query.isError;
  const figures = query.data === undefined ? undefined : toFigures(query.data);
  return (
    <section aria-label={label} className="min-w-0">
      {failed ? (
        <p className="text-sm text-stone-600">{admin.figures.unavailable}</p>
      ) : figures === undefined ? (
        <>
          <span className="sr-only">{admin.figures.loading}</span>
          <Skeleton className="h-16 w-full" />
        </>
      ) : (
        <dl className="flex flex-wrap gap-2">
          {figures.map((figure) => (
            <div
              key={figure.label}
              className="flex min-w-36 flex-1 flex-col rounded-lg bg-white px-3 py-2 shadow-sm ring-1 ring-stone-200 sm:flex-none"
            >
              <dt className="text-sm text-stone-600">{figure.label}</dt>
              <dd className="text-lg font-bold break-words text-stone-900 tabular-nums">{figure.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
