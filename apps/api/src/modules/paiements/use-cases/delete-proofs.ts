// DELETE /paiements/{id}/preuves: the owner withdraws the files of a SOUMIS or REJETE payment. It
// leaves the review queue as EN_ATTENTE ('En attente de preuve') until new files come.
import type { Paiement } from '@parcelles/shared/contracts/paiements';
import { notFound } from '@parcelles/shared/errors';
import { isUuid } from '../../../lib/ids';
import * as reservationsRepo from '../../reservations/reservations.repository';
import type { PaiementsDeps } from '../paiements.deps';
import { conflict } from '../../../lib/conflict';
import { PAIEMENT_MESSAGES } from '../../mail/messages';
import * as repo from '../paiements.repository';
import { deleteStored } from '../paiements.upload';
import { loadPaiement } from './paiement-view';

export async function deleteProofs(
  { db, storage, log, clock }: Pick<PaiementsDeps, 'db' | 'storage' | 'log' | 'clock'>,
  userId: string,
  paiementId: string,
): Promise<Paiement> {
  if (!isUuid(paiementId)) throw notFound();
  const owner = await repo.findPaiementOwner(db, paiementId);
  if (!owner || owner.userId !== userId) throw notFound();
  const keys = await db.transaction(async (tx) => {
    await reservationsRepo.lockReservation(tx, owner.reservationId);
    const paiement = await repo.lockPaiement(tx, paiementId);
    if (!paiement) throw notFound();
    if (paiement.statut !== 'SOUMIS' && paiement.statut !== 'REJETE') {
      throw conflict(PAIEMENT_MESSAGES.proofsNotDeletable);
    }
    const removed = await repo.deletePreuves(tx, paiement.id);
    await repo.updatePaiement(tx, paiement.id, { statut: 'EN_ATTENTE' });
    return removed;
  });
  // Rows first, then files: a file that fails to go is logged, never named by a row.
  await deleteStored(storage, keys, log);
  return loadPaiement(db, paiementId, clock.now());
}
