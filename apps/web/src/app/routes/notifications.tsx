import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { isNotificationType } from '@parcelles/shared/domain';
import { MarkAllReadButton } from '../../features/notifications/components/mark-all-read-button';
import {
  NotificationFilters,
  type NotificationFilter,
} from '../../features/notifications/components/notification-filters';
import { NotificationList } from '../../features/notifications/components/notification-list';
import { notifications as frNotifications } from '../../i18n/fr/notifications';
import { unreadNotificationsCountQueryOptions } from '../../lib/notification-queries';

const t = frNotifications;

/**
 * Spec §2 Notifications ('Mes notifications'), behind the sign-in guard. The type filter lives in
 * the address (?type=PAIEMENT) so Back and a shared link keep it; anything else means 'Toutes'.
 */
export function NotificationsRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const typeParam = searchParams.get('type');
  const type = isNotificationType(typeParam) ? typeParam : undefined;
  // Unknown until the server answers: no summary yet, and marking all stays offered.
  const { data: unreadCount } = useQuery(unreadNotificationsCountQueryOptions());

  const setFilter = (filter: NotificationFilter) =>
    setSearchParams(filter === 'all' ? {} : { type: filter }, { replace: true });

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <title>{t.pageTitle}</title>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold text-stone-900">{t.heading}</h1>
          <p className="mt-2 text-stone-700">{t.intro}</p>
          <p className="mt-1 min-h-5 text-sm font-semibold text-primary-800" aria-live="polite">
            {unreadCount !== undefined && t.unreadSummary(unreadCount)}
          </p>
        </div>
        <MarkAllReadButton unreadCount={unreadCount} />
      </div>
      <div className="mt-6">
        <NotificationFilters value={type ?? 'all'} onChange={setFilter} />
      </div>
      <div className="mt-6">
        <NotificationList type={type} onShowAll={() => setFilter('all')} />
      </div>
    </div>
  );
}
