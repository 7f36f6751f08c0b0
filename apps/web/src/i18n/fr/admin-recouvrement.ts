// The French of the collections desk (/admin/recouvrement, issue 25): figures, late payers,
// reminders and the export. Admin chunk only, never through the `fr` index (DESIGN.md §2).
import type { Retard } from '@parcelles/shared/contracts/recouvrement';
import { formatCount } from '@parcelles/shared/format';

/** A reminder's channel as the contract names it; 'SMS' joins with its own work. */
export type CanalRappel = NonNullable<Retard['dernierRappel']>['canaux'][number];

const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const;

/**
 * Every channel the contract names, and 'SMS' whether it names it yet or not (it is being added):
 * this compiles before and after, and fails once a channel comes without its label.
 */
const CANAUX: Record<CanalRappel | 'SMS', string> = {
  APP: 'Notification',
  EMAIL: 'E-mail',
  SMS: 'SMS',
};

export const adminRecouvrement = {
  nav: 'Recouvrement',
  heading: 'Recouvrement',
  loading: 'Chargement du recouvrement…',
  figures: {
    week: 'Cette semaine',
    month: 'Ce mois-ci',
    period: (du: string, au: string) => `Du ${du} au ${au}`,
    echu: 'Échu',
    encaisse: 'Encaissé',
    rate: (percent: number) => `Encaissé / échu : ${formatCount(percent)} %`,
    noneDue: 'Aucune échéance sur la période.',
    forecast: 'Prévisions (6 mois)',
    forecastCaption: 'Reste à encaisser sur les échéances de chacun des six prochains mois',
    forecastMonth: 'Mois',
    forecastAmount: 'À encaisser',
    total: 'Total',
    ageing: 'Ancienneté des retards',
    ageingCaption: 'Montants en retard par ancienneté de l’échéance',
    ageingBucket: 'Retard',
    ageingAmount: 'Montant',
    ageingShare: 'Part',
    share: (percent: number) => `${formatCount(percent)} %`,
  },
  /** The ageing buckets, in the contract's order, for the figures and the filter. */
  buckets: {
    j1a30: '1 à 30 jours',
    j31a60: '31 à 60 jours',
    j61a90: '61 à 90 jours',
    plus90: 'Plus de 90 jours',
  },
  /** 'YYYY-MM' in words: 'avril 2026'. */
  month: (month: string) => {
    const [year, index] = month.split('-');
    return `${MONTHS[Number(index) - 1] ?? index} ${year}`;
  },
  list: {
    heading: 'Retardataires',
    caption: 'Acheteurs en retard de paiement, du plus ancien retard au plus récent',
    summary: (count: number, amount: string) =>
      `${formatCount(count)} ${count > 1 ? 'retardataires' : 'retardataire'} · ${amount} en retard`,
    none: 'Aucun acheteur n’est en retard de paiement.',
    noMatch: 'Aucun retardataire ne correspond à ces filtres.',
    columns: {
      acheteur: 'Acheteur',
      reference: 'Réservation',
      lot: 'Lot',
      echeance: 'Échéance',
      dateEcheance: 'Due le',
      montant: 'Montant en retard',
      jours: 'Jours de retard',
      rappel: 'Dernier rappel',
      actions: 'Actions',
    },
    open: (reference: string) => `Voir la réservation ${reference}`,
    days: (days: number) => `${formatCount(days)} j`,
    never: 'Jamais',
  },
  filters: {
    search: 'Recherche (acheteur, téléphone, référence, lot)',
    anciennete: 'Retard',
    rappel: 'Dernier rappel',
    rappelJamais: 'Jamais relancé',
    rappelSept: 'Pas relancé depuis 7 jours',
  },
  canaux: CANAUX,
  remind: 'Relancer',
  /** 'Relancer' as screen readers hear it: whom. */
  remindLabel: (nom: string, reference: string) => `Relancer ${nom} (${reference})`,
  remindedToday: 'Relancé aujourd’hui',
  reminded: 'Rappel envoyé à l’acheteur.',
  exportCsv: 'Exporter (CSV)',
  exportName: (day: string) => `retards-${day}.csv`,
  csv: {
    acheteur: 'Acheteur',
    telephone: 'Téléphone',
    email: 'E-mail',
    reference: 'Réservation',
    lot: 'Lot',
    echeance: 'Échéance',
    dateEcheance: 'Due le',
    montant: 'Montant en retard ($US)',
    jours: 'Jours de retard',
    rappel: 'Dernier rappel',
    canaux: 'Canaux',
  },
} as const;
