// Can this plot be reserved now? An expired hold on it ends here, so the answer is never stale.
import type { Availability } from '@parcelles/shared/contracts/reservations';
import { notFound } from '@parcelles/shared/errors';
import { isUuid } from '../../../lib/ids';
import * as parcellesRepo from '../../parcelles/parcelles.repository';
import type { ReservationsDeps } from '../reservations.deps';
import { releaseIfExpired } from './end-reservation';

export async function checkAvailability(
  deps: Pick<ReservationsDeps, 'db' | 'mail' | 'clock' | 'holdDays'>,
  parcelleId: string,
): Promise<Availability> {
  if (!isUuid(parcelleId)) throw notFound();
  return deps.db.transaction(async (tx) => {
    const plot = await parcellesRepo.lockPlot(tx, parcelleId);
    if (!plot) throw notFound();
    const statut = await releaseIfExpired(deps, tx, plot);
    return { disponible: statut === 'DISPONIBLE', statut, delaiReservationJours: deps.holdDays };
  });
}
