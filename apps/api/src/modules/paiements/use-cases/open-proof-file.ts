// The proof file's bytes, for its owner and for staff only.
import { notFound } from '@parcelles/shared/errors';
import { isAdmin } from '../../../lib/access';
import { isUuid } from '../../../lib/ids';
import type { Actor, PaiementsDeps } from '../paiements.deps';
import * as repo from '../paiements.repository';

export async function openProofFile(
  { db, storage, log }: Pick<PaiementsDeps, 'db' | 'storage' | 'log'>,
  actor: Actor,
  paiementId: string,
  preuveId: string,
) {
  if (!isUuid(paiementId) || !isUuid(preuveId)) throw notFound();
  const found = await repo.findPreuve(db, paiementId, preuveId);
  if (!found || (found.userId !== actor.id && !isAdmin(actor))) throw notFound();
  const object = await storage.get(found.preuve.cle);
  if (!object) {
    log.error({ cle: found.preuve.cle }, 'proof file missing from storage');
    throw notFound();
  }
  return {
    stream: object.stream,
    size: object.size,
    typeMime: found.preuve.typeMime,
    nomFichier: found.preuve.nomFichier,
  };
}
