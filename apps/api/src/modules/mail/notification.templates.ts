// The in-app notifications, one entry per kind, in the server's French: a title and a message
// built from the facts of the change. The mails of the same changes are in mail.templates.ts;
// adding a notification is one more entry here, and the use case passes its data.
import type { NotificationType } from '@parcelles/shared/domain';
import { formatDateLong, formatMoney2 } from '@parcelles/shared/format';

export interface NotificationContent {
  type: NotificationType;
  titre: string;
  message: string;
}

const until = (date: Date) => formatDateLong(date, { withTime: true });
/** A due day (YYYY-MM-DD in Lubumbashi) in French. */
const day = (d: string) => formatDateLong(`${d}T12:00:00Z`);
const files = (n: number) => `${n} fichier${n > 1 ? 's' : ''}`;

export const notificationTemplates = {
  // Reservations (the buyer's).
  reservationCreee: (d: { numeroLot: string; reference: string; dateExpiration: Date }) => ({
    type: 'RESERVATION',
    titre: 'Réservation enregistrée',
    message: `La parcelle ${d.numeroLot} vous est réservée jusqu'au ${until(d.dateExpiration)} (réservation ${d.reference}). Effectuez votre paiement et envoyez votre preuve avant cette date.`,
  }),
  reservationExpiree: (d: { numeroLot: string }) => ({
    type: 'RESERVATION',
    titre: 'Réservation expirée',
    message: `Votre réservation de la parcelle ${d.numeroLot} a expiré faute de paiement. La parcelle est de nouveau disponible.`,
  }),
  reservationAnnulee: (d: { numeroLot: string; commentaireAdmin?: string | undefined }) => ({
    type: 'RESERVATION',
    titre: 'Réservation annulée',
    message: d.commentaireAdmin
      ? `Votre réservation de la parcelle ${d.numeroLot} a été annulée : ${d.commentaireAdmin}`
      : `Votre réservation de la parcelle ${d.numeroLot} a été annulée.`,
  }),
  reservationValidee: (d: { numeroLot: string; commentaire?: string | undefined }) => ({
    type: 'CONFIRMATION',
    titre: 'Réservation validée',
    message: `Votre réservation de la parcelle ${d.numeroLot} est validée par notre équipe.${d.commentaire ? ` ${d.commentaire}` : ''}`,
  }),
  reservationProlongee: (d: { numeroLot: string; dateExpiration: Date }) => ({
    type: 'RESERVATION',
    titre: 'Réservation prolongée',
    message: `Votre réservation de la parcelle ${d.numeroLot} est prolongée jusqu'au ${until(d.dateExpiration)}.`,
  }),
  rappelExpiration: (d: { numeroLot: string; dateExpiration: Date }) => ({
    type: 'RAPPEL',
    titre: 'Votre réservation expire bientôt',
    message: `Votre réservation de la parcelle ${d.numeroLot} expire le ${until(d.dateExpiration)}. Envoyez votre preuve de paiement avant cette date pour la conserver.`,
  }),

  // Payments (the buyer's).
  preuveRecue: (d: { numeroLot: string; montant: number }) => ({
    type: 'PAIEMENT',
    titre: 'Preuve de paiement reçue',
    message: `Votre preuve de paiement de ${formatMoney2(d.montant)} pour le lot ${d.numeroLot} a bien été reçue. Notre équipe la vérifie sous 24 à 48 h.`,
  }),
  preuvesRenvoyees: (d: { numeroLot: string }) => ({
    type: 'PAIEMENT',
    titre: 'Nouvelles preuves reçues',
    message: `Vos nouvelles preuves de paiement pour le lot ${d.numeroLot} ont bien été reçues. Notre équipe les vérifie sous 24 à 48 h.`,
  }),
  paiementValide: (d: { numeroLot: string; montant: number }) => ({
    type: 'PAIEMENT',
    titre: 'Paiement validé',
    message: `Votre paiement de ${formatMoney2(d.montant)} pour le lot ${d.numeroLot} a été validé.`,
  }),
  paiementRejete: (d: { numeroLot: string; montant: number; commentaireAdmin: string }) => ({
    type: 'PAIEMENT',
    titre: 'Paiement rejeté',
    message: `Votre paiement de ${formatMoney2(d.montant)} pour le lot ${d.numeroLot} a été rejeté : ${d.commentaireAdmin}. Vous pouvez envoyer de nouvelles preuves.`,
  }),
  reservationValideeParPaiement: (d: { numeroLot: string }) => ({
    type: 'RESERVATION',
    titre: 'Réservation validée',
    message: `Votre réservation du lot ${d.numeroLot} est validée : elle n’expirera plus.`,
  }),
  parcelleAcquise: (d: { numeroLot: string }) => ({
    type: 'CONFIRMATION',
    titre: 'Parcelle acquise',
    message: `Félicitations ! Le lot ${d.numeroLot} est entièrement payé : il vous appartient désormais.`,
  }),

  // Payments (the administrators').
  preuveAVerifier: (d: { numeroLot: string; montant: number; fichiers: number }) => ({
    type: 'PAIEMENT',
    titre: 'Nouvelle preuve de paiement à vérifier',
    message: `Un paiement de ${formatMoney2(d.montant)} (${files(d.fichiers)}) a été soumis pour le lot ${d.numeroLot}.`,
  }),
  preuvesRenvoyeesAVerifier: (d: { numeroLot: string }) => ({
    type: 'PAIEMENT',
    titre: 'Preuves de paiement renvoyées',
    message: `De nouvelles preuves ont été soumises pour un paiement du lot ${d.numeroLot}.`,
  }),

  // Instalments (issue 12, ADR 015).
  // `echeance`: the instalment as the screens name it (`echeanceLabel`: 'Acompte', 'Mensualité 1'…).
  rappelEcheance: (d: {
    numeroLot: string;
    echeance: string;
    montantRestant: number;
    dateEcheance: string;
    jour: boolean;
  }) => ({
    type: 'RAPPEL',
    titre: d.jour ? 'Échéance à régler aujourd’hui' : 'Échéance à venir',
    message: `${d.jour ? 'Aujourd’hui' : `Le ${day(d.dateEcheance)}`}, l’échéance « ${d.echeance} » du lot ${d.numeroLot} arrive à échéance : ${formatMoney2(d.montantRestant)} à régler.`,
  }),
  echeanceImpayee: (d: {
    numeroLot: string;
    echeance: string;
    montantRestant: number;
    dateEcheance: string;
    jours: number;
  }) => ({
    type: 'RAPPEL',
    titre: 'Échéance en retard',
    message: `L’échéance « ${d.echeance} » du lot ${d.numeroLot}, due le ${day(d.dateEcheance)}, est en retard de ${d.jours} jour${d.jours > 1 ? 's' : ''} : ${formatMoney2(d.montantRestant)} à régler.`,
  }),
  echeanceReportee: (d: { numeroLot: string; echeance: string; nouvelleDate: string }) => ({
    type: 'RESERVATION',
    titre: 'Échéance reportée',
    message: `L’échéance « ${d.echeance} » du lot ${d.numeroLot} est reportée au ${day(d.nouvelleDate)}.`,
  }),
  // The administrators'.
  echeanceEnRetard: (d: { numeroLot: string; reference: string; echeance: string; jours: number }) => ({
    type: 'PAIEMENT',
    titre: 'Échéance en retard',
    message: `L’échéance « ${d.echeance} » du lot ${d.numeroLot} (réservation ${d.reference}) est impayée depuis ${d.jours} jours. À vous de décider : reporter l’échéance ou annuler la réservation.`,
  }),
  // The conversation on a payment (issue 12, ADR 016).
  complementDemande: (d: { numeroLot: string; montant: number }) => ({
    type: 'PAIEMENT',
    titre: 'Complément demandé sur votre paiement',
    message: `Notre équipe a besoin d’un complément pour votre paiement de ${formatMoney2(d.montant)} (lot ${d.numeroLot}). Répondez-lui depuis la page du paiement.`,
  }),
  messageEquipe: (d: { numeroLot: string; montant: number }) => ({
    type: 'PAIEMENT',
    titre: 'Nouveau message sur votre paiement',
    message: `Notre équipe vous a écrit au sujet de votre paiement de ${formatMoney2(d.montant)} (lot ${d.numeroLot}).`,
  }),
  messageAcheteur: (d: { numeroLot: string; fichiers: number; enRevue: boolean }) => ({
    type: 'PAIEMENT',
    titre: d.enRevue ? 'Complément reçu : paiement à vérifier' : 'Nouveau message d’un acheteur',
    message: `L’acheteur du lot ${d.numeroLot} a répondu${d.fichiers > 0 ? ` avec ${files(d.fichiers)}` : ''}${d.enRevue ? ' : le paiement est de nouveau à vérifier.' : '.'}`,
  }),
} satisfies Record<string, (data: never) => NotificationContent>;
