// Every buyer's reservations, for staff: filtered (status, expiring soon or this week, buyer, lot,
// free search, stage of the sales pipeline, month of sale), sorted and paged by the database.
import { pagination } from '@parcelles/shared/contracts/common';
import { addMonths } from '@parcelles/shared/domain';
import { WEEK_MS, dayStart, weekStart } from '../../../lib/calendar';
import type { StaffReservationsQuery } from '@parcelles/shared/contracts/reservations';
import type { ReservationsDeps } from '../reservations.deps';
import * as repo from '../reservations.repository';
import { toReservations } from '../reservation-view';

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
  // Issue 25: the lists behind the dashboard's figures, read at the same instant (ADR 045).
  etape: query.etape,
  // The week ends when next Monday begins in Lubumbashi.
  expireAvant: query.expireCetteSemaine === 'true' ? new Date(weekStart(now).getTime() + WEEK_MS) : undefined,
  venduEntre: query.venduMois
    ? {
        from: dayStart(`${query.venduMois}-01`),
        to: dayStart(addMonths(`${query.venduMois}-01`, 1)),
      }
    : undefined,
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
