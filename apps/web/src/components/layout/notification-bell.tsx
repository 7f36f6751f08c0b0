import { Link } from 'react-router';
import { Bell } from 'lucide-react';
import { formatBadgeCount } from '@parcelles/shared/format';
import { fr } from '../../i18n/fr';
import { useUnreadNotificationsCount } from '../../lib/notification-queries';
import { useSession } from '../../lib/session';

/**
 * The unread count as the layout shows it: the badge ('99+' above 99, none at 0) and the accessible
 * name of a link to /notifications. The bell and the mobile menu share it, so one query serves both.
 */
export function useUnreadBadge(): { badge: string | null; label: string } {
  // A stored session is confirmed with the server at start: ask for the count once it is.
  const unreadCount = useUnreadNotificationsCount(useSession().status === 'ready');
  const badge = unreadCount > 0 ? formatBadgeCount(unreadCount) : null;
  return { badge, label: badge ? fr.account.unread(badge) : fr.account.notifications };
}

/**
 * Spec §2: the bell of the signed-in top bar, to /notifications, with the unread count. The count
 * is refreshed on window focus, every minute and after any action that changes notifications
 * (lib/notification-queries.ts).
 */
export function NotificationBell() {
  const { badge, label } = useUnreadBadge();
  return (
    <Link
      to="/notifications"
      aria-label={label}
      className="relative inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-stone-700 transition-colors hover:bg-stone-100 hover:text-primary-800 focus-visible:outline-3 focus-visible:outline-accent-500"
    >
      <Bell aria-hidden="true" className="size-6" />
      {badge && (
        <span
          aria-hidden="true"
          className="absolute top-1 right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-laterite-600 px-1 text-xs leading-5 font-bold text-white"
        >
          {badge}
        </span>
      )}
    </Link>
  );
}
