import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { ArrowRight, Check, Trash2 } from 'lucide-react';
import type { Notification } from '@parcelles/shared/contracts/notifications';
import { notificationTypeInfo } from '@parcelles/shared/domain';
import { formatRelativeTime } from '@parcelles/shared/format';
import { notifications as frNotifications } from '../../../i18n/fr/notifications';
import { useDeleteNotification } from '../api/delete-notification';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { NotificationTypeIcon } from './notification-type-icon';

const t = frNotifications;

const ACTION_CLASS =
  'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-accent-500 disabled:cursor-wait disabled:opacity-60';

/** A page of this app only: a notification never sends anyone off site. */
const isAppPath = (path: string | undefined): path is string =>
  typeof path === 'string' && path.startsWith('/') && !path.startsWith('//');

/**
 * Where a notification leads: the page it names (a staff notification names where staff act, e.g.
 * the back office page of a payment), otherwise the buyer's reservations when it is about one.
 */
function notificationLink(donnees: Notification['donnees']): { to: string; label: string } | null {
  if (isAppPath(donnees?.lien)) {
    return {
      to: donnees.lien,
      label: donnees.lien.startsWith('/admin/paiements/') ? t.checkPayment : t.open,
    };
  }
  return donnees?.reservationId ? { to: '/reservations', label: t.seeReservation } : null;
}

/** One notification: its type, title, message, when, a link to what it is about and its actions. */
export function NotificationItem({ notification, now }: { notification: Notification; now: Date }) {
  const markRead = useMarkNotificationRead();
  const remove = useDeleteNotification();
  const { id, titre, message, type, lue, dateEnvoi, formattedDate, donnees } = notification;
  const link = notificationLink(donnees);
  const busy = markRead.isPending || remove.isPending;
  const onError = (error: Error) => toast.error(error.message);

  return (
    <article
      aria-labelledby={`notification-${id}`}
      className={`flex gap-3 rounded-xl border p-4 transition-colors sm:gap-4 sm:p-5 ${
        lue ? 'border-stone-200 bg-white' : 'border-primary-200 bg-primary-50/60 shadow-sm'
      }`}
    >
      {/* On a phone the mark moves beside the title so the text and actions get the full width. */}
      <NotificationTypeIcon type={type} className="size-10 max-sm:hidden" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <NotificationTypeIcon type={type} className="size-8 sm:hidden" />
          <h3
            id={`notification-${id}`}
            className={`text-base text-stone-900 ${lue ? 'font-medium' : 'font-bold'}`}
          >
            {titre}
          </h3>
          {!lue && (
            <span className="inline-flex items-center gap-1 rounded-full bg-laterite-600 px-2 py-0.5 text-xs font-bold text-white">
              <span aria-hidden="true" className="size-1.5 rounded-full bg-white" />
              {t.unread}
            </span>
          )}
        </div>
        <p className="mt-0.5 text-sm text-stone-600">
          {notificationTypeInfo(type).label}
          <span aria-hidden="true"> · </span>
          <time dateTime={dateEnvoi} title={formattedDate}>
            {formatRelativeTime(dateEnvoi, now)}
          </time>
        </p>
        <p className="mt-2 text-stone-800">{message}</p>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          {link && (
            <Link to={link.to} className={`${ACTION_CLASS} -ml-3 text-primary-800 hover:bg-primary-100`}>
              {link.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          )}
          <div className="ml-auto flex gap-1">
            {!lue && (
              <button
                type="button"
                aria-label={t.actionOn(t.markRead, titre)}
                disabled={busy}
                onClick={() => markRead.mutate(id, { onError })}
                className={`${ACTION_CLASS} text-primary-800 hover:bg-primary-100`}
              >
                <Check aria-hidden="true" className="size-4" />
                <span className="max-sm:sr-only">{t.markRead}</span>
              </button>
            )}
            <button
              type="button"
              aria-label={t.actionOn(t.delete, titre)}
              disabled={busy}
              onClick={() => remove.mutate(id, { onSuccess: () => toast.success(t.deleted), onError })}
              className={`${ACTION_CLASS} text-stone-600 hover:bg-red-50 hover:text-red-700`}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              <span className="max-sm:sr-only">{t.delete}</span>
            </button>
          </div>
        </div>
      </div>
    </article>
  );
}
