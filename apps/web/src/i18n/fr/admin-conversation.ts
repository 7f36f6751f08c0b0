/** The back office's side of a payment's conversation (issue 12, ADR 016). */
export const adminConversation = {
  ask: 'Demander un complément',
  sending: 'Envoi…',
  sent: 'Demande de complément envoyée',
} as const;
