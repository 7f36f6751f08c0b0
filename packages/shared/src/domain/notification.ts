import { COLORS, findInfo, isOneOf, neutralInfo, type EnumInfo } from './enum-info';

export const NOTIFICATION_TYPES = ['CONFIRMATION', 'RAPPEL', 'PAIEMENT', 'RESERVATION', 'SYSTEME'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const isNotificationType = (value: unknown): value is NotificationType =>
  isOneOf(NOTIFICATION_TYPES, value);

export const NOTIFICATION_TYPE_INFO: Record<NotificationType, EnumInfo> = {
  CONFIRMATION: { label: 'Confirmation', color: COLORS.green, badge: 'success' },
  RAPPEL: { label: 'Rappel', color: COLORS.amber, badge: 'warning' },
  PAIEMENT: { label: 'Paiement', color: COLORS.blue, badge: 'info' },
  RESERVATION: { label: 'Réservation', color: COLORS.purple, badge: 'purple' },
  SYSTEME: { label: 'Système', color: COLORS.grey, badge: 'neutral' },
};

export const notificationTypeInfo = (value: unknown): EnumInfo =>
  findInfo(NOTIFICATION_TYPE_INFO, value) ?? neutralInfo('Notification');
