// DELETE /paiements/{id}/preuves: the owner withdraws the files of a SOUMIS or REJETE payment. It
// leaves the review queue as EN_ATTENTE ('En attente de preuve') until new files come.
import type { Paiement } from '@parcelles/shared/contracts/paiements';
import { notFound } from '@parcelles/shared/errors';
import { isUuid } from '../../../lib/ids';
import type { PaiementsDeps } from '../paiements.deps';
import { conflict } from '../../../lib/conflict';
import { PAIEMENT_MESSAGES } from '../../mail/messages';
import * as repo from '../paiements.repository';
import { deleteStored } from '../../../plugins/storage';
import { lockPaiementAndReservation } from './locked-paiement';
import { loadPaiement } from './paiement-view';
import { matchAfterPayment } from '../../rapprochement/use-cases/rapprocher';

export async function deleteProofs(
  { db, storage, log, clock }: Pick<PaiementsDeps, 'db' | 'storage' | 'log' | 'clock'>,
  userId: string,
  paiementId: string,
): Promise<Paiement> {
  if (!isUuid(paiementId)) throw notFound();
  const owner = await repo.findPaiementOwner(db, paiementId);
  if (!owner || owner.userId !== userId) throw notFound();
  const keys = await db.transaction(async (tx) => {
    const { paiement } = await lockPaiementAndReservation(tx, owner, paiementId);
    if (paiement.statut !== 'SOUMIS' && paiement.statut !== 'REJETE') {
      throw conflict(PAIEMENT_MESSAGES.proofsNotDeletable);
    }
    const removed = await repo.deletePreuves(tx, paiement.id);
    await repo.updatePaiement(tx, paiement.id, { statut: 'EN_ATTENTE' });
    return removed;
  });
  // Rows first, then files: a file that fails to go is logged, never named by a row.
  await deleteStored(storage, keys, log);
  // Issue 26: no longer under review, it no longer takes a statement line (ADR 047).
  await matchAfterPayment({ db, log }, [paiementId]);
  return loadPaiement(db, paiementId, clock.now());
}
