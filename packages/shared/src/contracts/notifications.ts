/** Notifications of a signed-in user (spec §3 Notification, §7 Notifications). */
import { z } from 'zod';
import { NOTIFICATION_TYPES } from '../domain/notification';
import { pageQueryFields, paginationSchema, queryEnum } from './common';

export const notificationsQuerySchema = z.object({
  lue: queryEnum(['true', 'false'], 'Le filtre lue doit valoir true ou false'),
  type: queryEnum(NOTIFICATION_TYPES, 'Type de notification invalide'),
  ...pageQueryFields,
});
export type NotificationsQuery = z.output<typeof notificationsQuerySchema>;

export const notificationSchema = z.object({
  id: z.string(),
  titre: z.string(),
  message: z.string(),
  type: z.string(),
  lue: z.boolean(),
  /** The spec's alias of `!lue`. */
  isUnread: z.boolean(),
  dateEnvoi: z.string(),
  /** The send date in French, e.g. '21 novembre 2026 à 14:05'. */
  formattedDate: z.string(),
  /** Ids the screen links to: reservationId, paiementId, parcelleId; `lien`, the app page staff act on. */
  donnees: z.record(z.string(), z.string()).nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  /** `total` counts the notifications matching the filters: with `lue=false`, the bell's count. */
  pagination: paginationSchema,
});
export type NotificationList = z.infer<typeof notificationListSchema>;
