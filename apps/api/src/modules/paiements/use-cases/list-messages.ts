// GET /paiements/{id}/messages: the payment's conversation, oldest first, for its buyer or staff
// (ADMIN); anyone else gets a 404, as if the payment did not exist. Files are served by the proof
// file route, which applies the same rule.
import type { PaiementMessage, PaiementMessages } from '@parcelles/shared/contracts/paiement-messages';
import { notFound } from '@parcelles/shared/errors';
import type { Executor } from '../../../db/client';
import { isAdmin } from '../../../lib/access';
import { isUuid } from '../../../lib/ids';
import type { Actor, PaiementsDeps } from '../paiements.deps';
import * as repo from '../paiements.repository';
import { preuveUrl } from './paiement-view';

type MessageRow = Awaited<ReturnType<typeof repo.findMessages>>[number];

export function toPaiementMessage(row: MessageRow): PaiementMessage {
  return {
    id: row.id,
    cote: row.cote === 'EQUIPE' ? 'EQUIPE' : 'ACHETEUR',
    auteur: row.auteurNom === null ? null : { nom: row.auteurNom },
    message: row.message,
    demandeComplement: row.demandeComplement,
    date: row.createdAt.toISOString(),
    preuves: row.preuves.map((p) => ({
      id: p.id,
      nomFichier: p.nomFichier,
      typeMime: p.typeMime,
      taille: p.tailleOctets,
      url: preuveUrl(row.paiementId, p.id),
    })),
  };
}

export async function loadMessages(db: Executor, paiementId: string): Promise<PaiementMessage[]> {
  return (await repo.findMessages(db, paiementId)).map(toPaiementMessage);
}

/** The payment's owner, if `actor` may read and write its conversation; a 404 otherwise. */
export async function conversationOwner(db: Executor, actor: Actor, paiementId: string) {
  if (!isUuid(paiementId)) throw notFound();
  const owner = await repo.findPaiementOwner(db, paiementId);
  if (!owner || (owner.userId !== actor.id && !isAdmin(actor))) throw notFound();
  return owner;
}

export async function listMessages(
  { db }: Pick<PaiementsDeps, 'db'>,
  actor: Actor,
  paiementId: string,
): Promise<PaiementMessages> {
  await conversationOwner(db, actor, paiementId);
  return { messages: await loadMessages(db, paiementId) };
}
