// In-app notifications: other services call `notify` inside the transaction of the change they
// report (DESIGN.md §4), so a notification exists exactly when its change does. Users read,
// mark and delete only their own.
import { pagination } from '@parcelles/shared/contracts/common';
import type {
  Notification,
  NotificationList,
  NotificationsQuery,
} from '@parcelles/shared/contracts/notifications';
import { formatDateLong } from '@parcelles/shared/format';
import { notFound } from '@parcelles/shared/errors';
import type { Database, Executor } from '../../db/client';
import { isUuid } from '../../lib/ids';
import * as repo from './notifications.repository';

export type { NewNotification } from './notifications.repository';

export const notify = (db: Executor, userId: string, n: repo.NewNotification) =>
  repo.insertNotifications(db, [userId], n);

/** Administrators verify payments: each new proof reaches all of them. */
export async function notifyAdmins(db: Executor, n: repo.NewNotification): Promise<void> {
  await repo.insertNotifications(db, await repo.findAdminIds(db), n);
}

function toNotification(row: repo.NotificationRow): Notification {
  return {
    id: row.id,
    titre: row.titre,
    message: row.message,
    type: row.type,
    lue: row.lue,
    isUnread: !row.lue,
    dateEnvoi: row.dateEnvoi.toISOString(),
    formattedDate: formatDateLong(row.dateEnvoi, { withTime: true }),
    donnees: row.donnees ?? null,
  };
}

export function createNotificationsService(db: Database) {
  return {
    async listMine(userId: string, query: NotificationsQuery): Promise<NotificationList> {
      const page = query.page ?? 1;
      const limit = query.limit ?? 20;
      const { rows, total } = await repo.findForUser(
        db,
        userId,
        { lue: query.lue === undefined ? undefined : query.lue === 'true', type: query.type },
        { offset: (page - 1) * limit, limit },
      );
      return { notifications: rows.map(toNotification), pagination: pagination(page, limit, total) };
    },

    async markRead(userId: string, id: string): Promise<Notification> {
      const row = isUuid(id) ? await repo.markRead(db, userId, id) : undefined;
      if (!row) throw notFound();
      return toNotification(row);
    },

    markAllRead: (userId: string) => repo.markAllRead(db, userId),

    async remove(userId: string, id: string): Promise<void> {
      if (!isUuid(id) || !(await repo.deleteOne(db, userId, id))) throw notFound();
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
