import toast from 'react-hot-toast';
import { CheckCheck } from 'lucide-react';
import { fr } from '../../../i18n/fr';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';

/** Spec §2: 'Tout marquer comme lu'; unavailable when nothing is known to be unread. */
export function MarkAllReadButton({ unreadCount }: { unreadCount: number | undefined }) {
  const markAll = useMarkAllNotificationsRead();
  return (
    <button
      type="button"
      disabled={unreadCount === 0 || markAll.isPending}
      onClick={() =>
        markAll.mutate(undefined, {
          onSuccess: () => toast.success(fr.notifications.allMarkedRead),
          onError: (error) => toast.error(error.message),
        })
      }
      className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-lg whitespace-nowrap bg-primary-700 px-5 font-semibold text-white transition-colors hover:bg-primary-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600"
    >
      <CheckCheck aria-hidden="true" className="size-5" />
      {fr.notifications.markAllRead}
    </button>
  );
}
