/** The back office's side of a payment's conversation (issue 12, ADR 016). */
export const adminConversation = {
  ask: 'Demander un complément',
  formTitle: 'Demander un complément à l’acheteur',
  messageLabel: 'Message pour l’acheteur',
  messageHint:
    'Dites précisément ce qui manque. Le paiement repassera « En attente de preuve » et l’acheteur sera prévenu par notification et par email.',
  send: 'Envoyer la demande',
  sending: 'Envoi…',
  cancel: 'Annuler',
  sent: 'Demande de complément envoyée',
} as const;
