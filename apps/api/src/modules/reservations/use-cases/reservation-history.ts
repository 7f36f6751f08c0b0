// A reservation's history for staff (ADMIN, AGENT): what staff, the buyer and the system did to it
// and to its payments, oldest first, from the audit trail.
import type { ReservationHistory } from '@parcelles/shared/contracts/audit';
import { notFound } from '@parcelles/shared/errors';
import { isUuid } from '../../../lib/ids';
import { reservationHistory as historyOf } from '../../audit/audit.repository';
import { toAuditEvent } from '../../audit/use-cases/audit-view';
import type { ReservationsDeps } from '../reservations.deps';
import * as repo from '../reservations.repository';

export async function reservationHistory(
  { db }: Pick<ReservationsDeps, 'db'>,
  id: string,
): Promise<ReservationHistory> {
  if (!isUuid(id) || !(await repo.findById(db, id))) throw notFound();
  return { evenements: (await historyOf(db, id)).map(toAuditEvent) };
}
