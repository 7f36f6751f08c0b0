// The plot as staff get it back after a change: the same shape as GET /parcelles/{id}.
import type { Parcelle } from '@parcelles/shared/contracts/parcelles';
import { notFound } from '@parcelles/shared/errors';
import type { Database } from '../../../db/client';
import { isUuid } from '../../../lib/ids';
import * as repo from '../parcelles.repository';
import { toParcelle } from '../parcelles.service';

export async function loadParcelle(db: Database, id: string): Promise<Parcelle> {
  const row = isUuid(id) ? await repo.findParcelleById(db, id) : undefined;
  if (!row) throw notFound();
  return toParcelle(row);
}
