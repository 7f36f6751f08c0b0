// Every buyer's reservations, for staff: filtered (status, expiring soon, buyer, lot, free search),
// sorted and paged by the database.
import { pagination } from '@parcelles/shared/contracts/common';
import type { StaffReservationsQuery } from '@parcelles/shared/contracts/reservations';
import type { ReservationsDeps } from '../reservations.deps';
import * as repo from '../reservations.repository';
import { toReservations } from './reservation-view';

/** The filters of the staff's list and of its export, read at the clock's instant. */
export const staffFilters = (
  query: StaffReservationsQuery,
  now: Date,
  overdueDays: number,
): repo.ListFilters => ({
  now,
  statut: query.statut,
  search: query.search,
  expireDansHeures: query.expireDansHeures,
  acheteur: query.acheteur,
  lot: query.lot,
  enRetard: query.enRetard === 'true' ? { overdueDays } : undefined,
});

/** The sort asked for: newest reservation first by default; other columns ascending unless told. */
export const staffOrder = (query: StaffReservationsQuery) => ({
  sort: query.tri ?? 'dateReservation',
  direction: query.ordre ?? (query.tri && query.tri !== 'dateReservation' ? 'asc' : 'desc'),
});

export async function listReservations(
  { db, clock, overdueDays }: Pick<ReservationsDeps, 'db' | 'clock' | 'overdueDays'>,
  query: StaffReservationsQuery,
) {
  const page = query.page ?? 1;
  const limit = query.limit ?? 20;
  const now = clock.now();
  const { rows, total } = await repo.findPage(db, staffFilters(query, now, overdueDays), {
    offset: (page - 1) * limit,
    limit,
    ...staffOrder(query),
  });
  return {
    reservations: await toReservations(db, rows, now, overdueDays),
    pagination: pagination(page, limit, total),
  };
}
