// The French of the accountant's page (/admin/comptabilite, issue 26, ADR 048): the period and the
// three files. Admin chunk only, never through the `fr` index (DESIGN.md §2).
export const adminComptabilite = {
  nav: 'Comptabilité',
  heading: 'Comptabilité',
  intro:
    'Les paiements et les reçus d’une période, pour le comptable : deux fichiers CSV qu’un tableur en français ouvre tels quels, et une synthèse PDF.',
  periode: {
    legend: 'Période',
    presets: {
      mois: 'Ce mois-ci',
      moisDernier: 'Mois dernier',
      annee: 'Cette année',
      personnalisee: 'Personnalisée',
    },
    du: 'Du',
    au: 'Au',
    summary: (du: string, au: string) => `Du ${du} au ${au} inclus (jours de Lubumbashi)`,
    invalid: 'Choisissez une période valide pour télécharger.',
  },
  files: {
    heading: 'Fichiers',
    paiements: {
      label: 'Paiements (CSV)',
      hint: 'Chaque paiement validé, daté de sa validation, puis les rejetés et les annulés, à part (colonne « Statut »).',
    },
    recus: {
      label: 'Reçus (CSV)',
      hint: 'Chaque reçu émis sur la période, dans l’ordre de son numéro.',
    },
    synthese: {
      label: 'Synthèse (PDF)',
      hint: 'Totaux par mode de paiement et par compte, reçus émis et contrôle de leur numérotation, rejetés et annulés à part.',
    },
  },
  downloading: 'Téléchargement…',
  failed: (file: string) => `Le téléchargement « ${file} » a échoué.`,
  failedOffline: 'Vérifiez votre connexion, puis réessayez.',
} as const;
