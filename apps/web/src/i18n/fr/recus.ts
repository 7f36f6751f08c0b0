// Issue 12, receipts: the public verification page and the download buttons (buyer and back office).

/** 'N° 000123', as the receipt prints it. */
export const numeroRecu = (numero: number): string => String(numero).padStart(6, '0');

export const recus = {
  verify: {
    title: 'Vérifier un reçu — Parcelles',
    heading: 'Vérifier un reçu',
    intro:
      'Saisissez le code imprimé sous le QR code du reçu (16 caractères, par exemple K7QM-4TZP-9XRB-2HWD).',
    codeLabel: 'Code du reçu',
    codeHint: 'En majuscules ou en minuscules, avec ou sans tirets.',
    required: 'Saisissez le code du reçu.',
    submit: 'Vérifier',
    checking: 'Vérification du reçu…',
    authentic: 'Reçu authentique',
    authenticIntro:
      'Ce reçu a bien été émis par Malaika Développement SARL. Comparez ces informations avec celles du reçu que vous avez en main.',
    notFound: 'Reçu introuvable',
    notFoundText: 'Ce code ne correspond à aucun reçu.',
    notFoundHelp: 'Vérifiez le code imprimé sous le QR code et saisissez-le à nouveau.',
    otherCode: 'Vérifier un autre code',
    failed: 'La vérification n’a pas pu aboutir.',
    retry: 'Réessayer',
    fields: {
      numero: 'Numéro du reçu',
      dateEmission: 'Émis le',
      montant: 'Montant',
      lot: 'Lot',
      acheteur: 'Reçu de',
      methode: 'Mode de paiement',
    },
    numero: (numero: number) => `N° ${numeroRecu(numero)}`,
  },
  downloads: {
    releve: 'Télécharger le relevé (PDF)',
    releveLabel: (reference: string) => `Télécharger le relevé de la réservation ${reference} (PDF)`,
    recu: (numero: number) => `Reçu N° ${numeroRecu(numero)}`,
    recuLabel: (numero: number, montant: string) =>
      `Télécharger le reçu N° ${numeroRecu(numero)} du paiement de ${montant} (PDF)`,
    receipts: 'Reçus des paiements validés',
    busy: 'Téléchargement…',
    failed: 'Le téléchargement a échoué.',
    adminRecu: 'Télécharger le reçu',
    adminReleve: 'Télécharger le relevé',
  },
} as const;
