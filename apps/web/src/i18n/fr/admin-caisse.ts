// The French of the cash office page (/admin/caisse, issue 26). Admin chunk only, never through the
// `fr` index (DESIGN.md §2).
import { numeroRecu } from './recus';

const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;

export const adminCaisse = {
  nav: 'Caisse',
  heading: 'Caisse du jour',
  intro:
    'Les paiements en espèces enregistrés par l’équipe pour un jour (heure de Lubumbashi), qui les a reçus, et la clôture de la journée.',
  day: {
    label: 'Jour',
    previous: 'Jour précédent',
    next: 'Jour suivant',
    today: 'Aujourd’hui',
    future: 'Choisissez aujourd’hui ou un jour passé.',
  },
  summary: (count: number, total: string) => `${plural(count, 'paiement', 'paiements')} · total ${total}`,
  open: 'Ouverte',
  closed: 'Clôturée',
  closedBy: (date: string, nom: string | null) => `Clôturée le ${date} par ${nom ?? 'un compte supprimé'}.`,
  status: 'État de la journée',
  parCaissier: {
    heading: 'Par personne ayant reçu',
    line: (count: number, total: string) => `${plural(count, 'paiement', 'paiements')} · ${total}`,
  },
  print: 'Imprimer (PDF)',
  printing: 'Téléchargement…',
  printFailed: 'Le PDF de la journée n’a pas pu être téléchargé.',
  close: {
    button: 'Clôturer la journée',
    title: (day: string) => `Clôturer la journée du ${day} ?`,
    text: (count: number, total: string) =>
      `${plural(count, 'paiement', 'paiements')} en espèces, ${total} au total. Une fois la journée clôturée, aucun paiement en espèces ne pourra plus y être daté.`,
    confirm: 'Oui, clôturer',
    keep: 'Retour',
    pending: 'Clôture…',
    done: 'Journée de caisse clôturée.',
    failed: 'La journée n’a pas été clôturée.',
  },
  table: {
    caption: (day: string) => `Paiements en espèces du ${day}`,
    none: 'Aucun paiement en espèces enregistré ce jour.',
    columns: {
      heure: 'Heure',
      acheteur: 'Acheteur',
      reservation: 'Réservation',
      lot: 'Lot',
      montant: 'Montant',
      reference: 'Référence',
      recu: 'Reçu',
      recuPar: 'Reçu par',
    },
    openReservation: (reference: string) => `Voir la réservation ${reference}`,
    recordedOn: (date: string) => `Enregistré le ${date}`,
    recu: (numero: number) => `N° ${numeroRecu(numero)}`,
    dash: '—',
    deletedAccount: 'Compte supprimé',
  },
};
