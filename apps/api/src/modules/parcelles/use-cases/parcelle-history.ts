// A plot's history for staff (ADMIN, AGENT): what staff did to it (creation, edits, imports,
// pictures), its sale, and what happened to its reservations and their payments, oldest first.
import type { ParcelleHistory } from '@parcelles/shared/contracts/parcelles-admin';
import { notFound } from '@parcelles/shared/errors';
import { isUuid } from '../../../lib/ids';
import { parcelleHistory as historyOf } from '../../audit/audit.repository';
import { toAuditEvent } from '../../audit/use-cases/audit-view';
import type { ParcellesDeps } from '../parcelles.deps';
import * as repo from '../parcelles.repository';

export async function parcelleHistory(
  { db }: Pick<ParcellesDeps, 'db'>,
  id: string,
): Promise<ParcelleHistory> {
  if (!isUuid(id) || !(await repo.plotExists(db, id))) throw notFound();
  return { evenements: (await historyOf(db, id)).map(toAuditEvent) };
}
