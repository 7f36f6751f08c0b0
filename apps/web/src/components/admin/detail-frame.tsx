// What the back office's detail pages (a reservation, a payment, an account) share: the skeleton
// while the record loads, the test for "this record does not exist", the heading under a link
// back to the list, and a fact of the record in its description list.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { LINK_CLASS } from '../form/field-styles';
import { Skeleton } from '../ui/skeleton';
import { admin } from '../../i18n/fr/admin';
import { ApiError } from '../../lib/api-client';

export function DetailLoading() {
  return (
    <div className="flex flex-col gap-4">
      <span className="sr-only">{admin.table.loading}</span>
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}

/** The server answered 404: the record is not there (or not this person's to see). */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** The page's title (tab and heading) under the link back to its list. */
export function DetailHeading({ backTo, title }: { backTo: string; title: string }) {
  return (
    <>
      <title>{admin.title(title)}</title>
      <div>
        <Link to={backTo} className={`${LINK_CLASS} inline-flex min-h-11 items-center gap-1.5`}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {admin.common.back}
        </Link>
        <h1 className="text-2xl font-bold break-words text-stone-900">{title}</h1>
      </div>
    </>
  );
}

/** One fact of the record, in the page's description list (<dl>): its name above its value. */
export function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="mt-0.5 text-stone-900">{children}</dd>
    </div>
  );
}
