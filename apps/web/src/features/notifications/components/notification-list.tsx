import { BellOff } from 'lucide-react';
import type { NotificationType } from '@parcelles/shared/domain';
import { PageCard } from '../../../components/ui/page-card';
import { Skeleton } from '../../../components/ui/skeleton';
import { SavedCopyNote } from '../../../components/ui/saved-copy-note';
import { Button } from '../../../components/ui/button';
import { notifications as frNotifications } from '../../../i18n/fr/notifications';
import { useNotifications } from '../api/get-notifications';
import { useNow } from '../../../lib/use-now';
import { groupByDate } from '../utils/group-by-date';
import { NotificationItem } from './notification-item';

const t = frNotifications;

/**
 * Spec §2: the user's notifications of one type (or all), grouped under date headings, newest
 * first, a page at a time.
 */
export function NotificationList({
  type,
  onShowAll,
}: {
  type: NotificationType | undefined;
  /** Offered on the empty state of a filtered list. */
  onShowAll: () => void;
}) {
  const query = useNotifications(type);
  const now = useNow();

  if (query.isPending) return <NotificationListSkeleton />;
  // A copy kept on this device (lib/offline-copies.ts) is shown when the network fails.
  if (query.data === undefined) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
        <p className="font-semibold text-red-800">{t.error}</p>
        <p className="mt-1 text-sm text-red-700">{query.error?.message}</p>
        <Button variant="dangerOutline" size="sm" onClick={() => void query.refetch()} className="mt-4">
          {t.retry}
        </Button>
      </div>
    );
  }

  const notifications = query.data.pages.flatMap((page) => page.notifications);
  if (notifications.length === 0) {
    return (
      <PageCard icon={BellOff} tone="muted" heading={t.empty} frame="dashed">
        <p className="max-w-md text-stone-600">{type ? t.emptyFiltered : t.emptyText}</p>
        {type && (
          <button
            type="button"
            onClick={onShowAll}
            className="mt-1 inline-flex min-h-11 items-center rounded-lg px-4 font-semibold text-primary-800 ring-1 ring-primary-700 ring-inset hover:bg-primary-50 focus-visible:outline-3 focus-visible:outline-accent-500"
          >
            {t.showAll}
          </button>
        )}
      </PageCard>
    );
  }

  return (
    <div className="flex flex-col gap-8">
      {query.isError && <SavedCopyNote updatedAt={query.dataUpdatedAt} />}
      {groupByDate(notifications, now).map((group, index) => (
        <section key={group.label} aria-labelledby={`notifications-group-${index}`}>
          <h2
            id={`notifications-group-${index}`}
            className="mb-3 text-sm font-semibold tracking-wide text-stone-600 uppercase"
          >
            {group.label}
          </h2>
          <ul className="flex flex-col gap-3">
            {group.notifications.map((notification) => (
              <li key={notification.id}>
                <NotificationItem notification={notification} now={now} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {query.hasNextPage && (
        <button
          type="button"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
          className="mx-auto inline-flex min-h-11 items-center rounded-lg px-6 font-semibold text-primary-800 ring-1 ring-primary-700 ring-inset hover:bg-primary-50 focus-visible:outline-3 focus-visible:outline-accent-500 disabled:cursor-wait disabled:opacity-60"
        >
          {query.isFetchingNextPage ? t.loadingMore : t.more}
        </button>
      )}
    </div>
  );
}

function NotificationListSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">{t.loading}</span>
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex gap-4 rounded-xl border border-stone-200 bg-white p-5">
          <Skeleton className="size-10 shrink-0 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-1/4" />
            <Skeleton className="h-4 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
