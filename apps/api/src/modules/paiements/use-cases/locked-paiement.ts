// The lock order of every writer that decides on money (paiements.repository's header): the
// payment's reservation first, then the payment, so concurrent writers of one reservation see each
// other's sums and never deadlock. Written once here for every use case that changes a payment.
import { notFound } from '@parcelles/shared/errors';
import type { Executor } from '../../../db/client';
import * as reservationsRepo from '../../reservations/reservations.repository';
import * as repo from '../paiements.repository';

/** Locks the reservation, then the payment; 404 when either is gone. */
export async function lockPaiementAndReservation(
  tx: Executor,
  owner: { reservationId: string },
  paiementId: string,
) {
  const reservation = await reservationsRepo.lockReservation(tx, owner.reservationId);
  const paiement = await repo.lockPaiement(tx, paiementId);
  if (!reservation || !paiement) throw notFound();
  return { reservation, paiement };
}
