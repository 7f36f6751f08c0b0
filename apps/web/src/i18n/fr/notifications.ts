// French texts of the notifications screen (spec §2 Notifications). Type labels, date-group headings
// and relative times come from @parcelles/shared (notificationTypeInfo, notificationDateGroup,
// formatRelativeTime).
export const notifications = {
  heading: 'Mes notifications',
  pageTitle: 'Mes notifications — Parcelles',
  intro: 'Suivez vos réservations, vos paiements et les messages de notre équipe.',
  unreadSummary: (count: number) =>
    count === 0
      ? 'Tout est lu.'
      : `${count} notification${count > 1 ? 's' : ''} non lue${count > 1 ? 's' : ''}`,
  filters: 'Filtrer par type',
  all: 'Toutes',
  markAllRead: 'Tout marquer comme lu',
  allMarkedRead: 'Toutes vos notifications sont marquées comme lues.',
  unread: 'Non lu',
  markRead: 'Marquer comme lu',
  delete: 'Supprimer',
  deleted: 'Notification supprimée',
  /** Accessible names of an item's actions: the action, then which notification. */
  actionOn: (action: string, titre: string) => `${action} : ${titre}`,
  seeReservation: 'Voir la réservation',
  /** Staff notifications of a proof lead to the payment's back office page. */
  checkPayment: 'Vérifier le paiement',
  open: 'Voir le détail',
  more: 'Voir plus',
  loadingMore: 'Chargement...',
  loading: 'Chargement de vos notifications…',
  empty: 'Aucune notification',
  emptyText: 'Vous serez averti ici de chaque étape de vos réservations et de vos paiements.',
  emptyFiltered: "Aucune notification de ce type pour l'instant.",
  showAll: 'Voir toutes les notifications',
  error: 'Impossible de charger vos notifications.',
  retry: 'Réessayer',
} as const;
