// Every buyer's reservations, for staff: filtered by status and searched like the buyer's list.
import { pagination } from '@parcelles/shared/contracts/common';
import type { ReservationsQuery } from '@parcelles/shared/contracts/reservations';
import type { ReservationsDeps } from '../reservations.deps';
import * as repo from '../reservations.repository';
import { toReservations } from './reservation-view';

export async function listReservations(
  { db, clock }: Pick<ReservationsDeps, 'db' | 'clock'>,
  query: ReservationsQuery,
) {
  const page = query.page ?? 1;
  const limit = query.limit ?? 20;
  const now = clock.now();
  const { rows, total } = await repo.findPage(
    db,
    { now, statut: query.statut, search: query.search },
    { offset: (page - 1) * limit, limit },
  );
  return { reservations: await toReservations(db, rows, now), pagination: pagination(page, limit, total) };
}
