import { and, count, desc, eq } from 'drizzle-orm';
import type { NotificationType } from '@parcelles/shared/domain';
import type { Database, Executor } from '../../db/client';
import { notifications, users } from '../../db/schema/index';

export type NotificationRow = typeof notifications.$inferSelect;

export interface NewNotification {
  type: NotificationType;
  titre: string;
  message: string;
  donnees?: Record<string, string>;
}

export async function insertNotifications(
  db: Executor,
  userIds: string[],
  n: NewNotification,
): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insert(notifications)
    .values(userIds.map((userId) => ({ userId, ...n, donnees: n.donnees ?? null })));
}

export async function findAdminIds(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'ADMIN'), eq(users.actif, true)));
  return rows.map((r) => r.id);
}

export async function findForUser(
  db: Database,
  userId: string,
  filters: { lue?: boolean; type?: string },
  page: { offset: number; limit: number },
) {
  const where = and(
    eq(notifications.userId, userId),
    filters.lue === undefined ? undefined : eq(notifications.lue, filters.lue),
    filters.type ? eq(notifications.type, filters.type) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.dateEnvoi), desc(notifications.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Marks one of the user's notifications read; undefined when it is not theirs or does not exist. */
export async function markRead(
  db: Database,
  userId: string,
  id: string,
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ lue: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row;
}

export async function markAllRead(db: Database, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ lue: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.lue, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function deleteOne(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}
