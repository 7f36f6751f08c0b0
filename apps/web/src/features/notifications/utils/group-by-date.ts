import type { Notification } from '@parcelles/shared/contracts/notifications';
import { notificationDateGroup } from '@parcelles/shared/format';

export interface NotificationGroup {
  /** Aujourd'hui, Hier, a weekday of this week, otherwise the full date (spec §2). */
  label: string;
  notifications: Notification[];
}

/**
 * Consecutive notifications sharing a heading form one group. The server sends the newest first,
 * so each day's notifications are consecutive and the groups come out in order.
 */
export function groupByDate(notifications: readonly Notification[], now: Date): NotificationGroup[] {
  const groups: NotificationGroup[] = [];
  for (const notification of notifications) {
    const label = notificationDateGroup(notification.dateEnvoi, now);
    const last = groups.at(-1);
    if (last?.label === label) last.notifications.push(notification);
    else groups.push({ label, notifications: [notification] });
  }
  return groups;
}
