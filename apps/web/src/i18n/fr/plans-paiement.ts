// French texts of instalment plans (issue 12) as buyers see them: the choice in the reservation
// wizard and the schedule ('Échéancier') on 'Mes réservations'. The back office's texts are in
// admin-plans-paiement.ts (admin chunk only).

import { echeanceLabel } from '@parcelles/shared/domain';

/** How an instalment of a schedule is named: shared with the server's mails and PDFs (issue 23). */
export { echeanceLabel };

export const plansPaiement = {
  echeanceLabel,
  choice: {
    legend: 'Mode de paiement',
    intro:
      'Choisissez comment régler la parcelle. Le calendrier est donné à titre indicatif ; il est fixé le jour de la réservation.',
    loading: 'Chargement des modes de paiement…',
    error:
      "Les modes de paiement n'ont pas pu être chargés. Vous pouvez tout de même réserver : la parcelle sera alors à payer comptant.",
    retry: 'Réessayer',
    cashOnly: 'Paiement comptant',
    instalments: (n: number) => `${n} mensualité${n > 1 ? 's' : ''}`,
    deposit: (part: number) => `Acompte de ${part} %`,
    cash: 'Le prix entier en une fois',
    scheduleLabel: (nom: string) => `Calendrier du plan ${nom}`,
    showAll: (n: number) => `Voir les ${n} mensualités`,
    showLess: 'Masquer le détail',
    line: (label: string, amount: string, date: string) => `${label} : ${amount} le ${date}`,
  },
  confirmation: {
    heading: 'Mode de paiement',
    cashDefault: 'Paiement comptant',
  },
  echeancier: {
    heading: 'Échéancier',
    plan: 'Plan de paiement',
    numero: 'Échéance',
    date: 'Date',
    montant: 'Montant',
    paye: 'Payé',
    statut: 'Statut',
    next: (amount: string, date: string) => `Prochaine échéance : ${amount} le ${date}`,
    nextBadge: 'Prochaine',
    late: (n: number) =>
      n > 1 ? `${n} échéances en retard de paiement` : 'Une échéance en retard de paiement',
    lateLine: 'En retard',
    allPaid: 'Toutes les échéances sont payées.',
    ended: 'Réservation terminée : plus aucune échéance n’est due.',
    none: 'Aucun échéancier pour cette réservation.',
    showAll: (n: number) => `Voir les ${n} échéances`,
    showLess: 'Masquer le détail',
  },
} as const;
