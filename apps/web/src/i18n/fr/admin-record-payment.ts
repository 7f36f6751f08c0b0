// The French of 'Enregistrer un paiement' on an admin's reservation page (issue 26): a payment
// received at the cash office or seen on a statement. Admin chunk only, never through the `fr` index.
import { numeroRecu } from './recus';

export const adminRecordPayment = {
  open: 'Enregistrer un paiement',
  heading: 'Enregistrer un paiement',
  intro:
    'Un paiement reçu à la caisse ou vu sur un relevé : il est validé aussitôt, son reçu est émis et l’acheteur prévenu.',
  methode: 'Mode de paiement',
  operateur: 'Opérateur',
  chooseOperator: 'Choisissez l’opérateur',
  montant: 'Montant ($US)',
  montantDueHint: (due: string, reste: string) => `Dû maintenant : ${due} · reste à payer : ${reste}`,
  montantHint: (reste: string) => `Reste à payer : ${reste}`,
  date: 'Date du paiement',
  dateHint: 'Le jour où l’argent a été reçu (Lubumbashi), jamais dans le futur.',
  reference: 'Référence',
  referenceHint: 'Bordereau, virement ou reçu de caisse, tel qu’il est écrit.',
  transactionId: 'Numéro de transaction',
  transactionIdHint: 'Tel que le SMS de l’opérateur le donne.',
  commentaire: 'Commentaire',
  optional: '(facultatif)',
  scan: 'Scan du justificatif',
  scanHint: 'JPEG, PNG ou PDF, 10 Mo au plus.',
  scanChosen: (name: string) => `Fichier choisi : ${name}`,
  removeScan: 'Retirer le fichier',
  progress: 'Envoi du scan',
  submit: 'Enregistrer et valider',
  submitting: 'Enregistrement…',
  cancel: 'Annuler',
  failed: 'Le paiement n’a pas été enregistré.',
  /** The toast when the server gave no message. */
  recorded: 'Paiement enregistré et validé : son reçu est émis.',
  success: (montant: string) => `Paiement de ${montant} enregistré et validé.`,
  receipt: (numero: number) => `Reçu N° ${numeroRecu(numero)} émis.`,
  openPayment: 'Voir le paiement et son reçu',
} as const;
