// The buyer's reservations page: one page of their reservations and the summary above it.
import { pagination } from '@parcelles/shared/contracts/common';
import type { MyReservations, ReservationsQuery } from '@parcelles/shared/contracts/reservations';
import { fromCents } from '@parcelles/shared/domain';
import type { AuthContext } from '../../auth/auth.context';
import type { ReservationsDeps } from '../reservations.deps';
import * as repo from '../reservations.repository';
import { toReservations } from '../reservation-view';

export async function listMyReservations(
  { db, clock, overdueDays }: Pick<ReservationsDeps, 'db' | 'clock' | 'overdueDays'>,
  auth: AuthContext,
  query: ReservationsQuery,
): Promise<MyReservations> {
  const page = query.page ?? 1;
  const limit = query.limit ?? 20;
  const now = clock.now();
  const filters = { now, userId: auth.user.id, statut: query.statut, search: query.search };
  const [{ rows, total }, summary] = await Promise.all([
    repo.findPage(db, filters, { offset: (page - 1) * limit, limit }),
    repo.summarize(db, now, auth.user.id),
  ]);
  return {
    reservations: await toReservations(db, rows, now, overdueDays),
    pagination: pagination(page, limit, total),
    resume: {
      total: summary.total,
      enAttente: summary.enAttente,
      validees: summary.validees,
      totalPaye: fromCents(Number(summary.totalPayeCents)),
      reservees: summary.detenues,
      vendues: summary.vendues,
    },
  };
}
