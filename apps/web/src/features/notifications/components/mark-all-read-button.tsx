import { toast } from '../../../lib/toast';
import { CheckCheck } from 'lucide-react';
import { notifications as frNotifications } from '../../../i18n/fr/notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { Button } from '../../../components/ui/button';

/** Spec §2: 'Tout marquer comme lu'; unavailable when nothing is known to be unread. */
export function MarkAllReadButton({ unreadCount }: { unreadCount: number | undefined }) {
  const markAll = useMarkAllNotificationsRead();
  return (
    <Button
      size="md"
      disabled={unreadCount === 0 || markAll.isPending}
      onClick={() =>
        markAll.mutate(undefined, {
          onSuccess: () => toast.success(frNotifications.allMarkedRead),
          onError: (error) => toast.error(error.message),
        })
      }
      className="shrink-0 whitespace-nowrap disabled:bg-stone-300 disabled:text-stone-600"
    >
      <CheckCheck aria-hidden="true" className="size-5" />
      {frNotifications.markAllRead}
    </Button>
  );
}
