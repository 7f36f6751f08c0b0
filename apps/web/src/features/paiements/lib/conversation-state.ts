import type { PaiementMessage } from '@parcelles/shared/contracts/paiement-messages';

// Read by the conversation and by the pages around it, which show before its code arrives (ADR 027).

/** Validated, rejected or cancelled: nobody writes any more (the API answers 409). */
const CLOSED = new Set(['VALIDE', 'REJETE', 'ANNULE']);
export const isConversationClosed = (statut: string) => CLOSED.has(statut);

/** The request staff are still waiting on: the last complement asked, unless the buyer answered since. */
export function pendingComplement(statut: string, messages: readonly PaiementMessage[]) {
  if (statut !== 'EN_ATTENTE') return undefined;
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const message = messages[i]!;
    if (message.cote === 'ACHETEUR') return undefined;
    if (message.demandeComplement) return message;
  }
  return undefined;
}
