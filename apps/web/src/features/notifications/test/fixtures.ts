import type { Notification, NotificationList } from '@parcelles/shared/contracts/notifications';

export function testNotification(overrides: Partial<Notification> = {}): Notification {
  const lue = overrides.lue ?? false;
  return {
    id: 'n-1',
    titre: 'Paiement validé',
    message: 'Votre paiement de 5 000,00 $ pour le lot LOT-0042 a été validé.',
    type: 'PAIEMENT',
    lue,
    isUnread: !lue,
    dateEnvoi: '2026-03-05T09:59:30.000Z',
    formattedDate: '5 mars 2026 à 11:59',
    donnees: { paiementId: 'p-1', reservationId: 'r-1' },
    ...overrides,
  };
}

/** The answer of GET /notifications/my for one page. */
export function notificationList(
  notifications: Notification[],
  { page = 1, limit = 20, total = notifications.length } = {},
): NotificationList {
  return { notifications, pagination: { page, limit, total, pages: Math.ceil(total / limit) } };
}
