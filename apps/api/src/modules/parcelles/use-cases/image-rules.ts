// Shared by the plot picture use cases: the plot must exist (a malformed id is a missing plot), and
// the audit trail records a plot's pictures as their URLs in order (cover first).
import { notFound } from '@parcelles/shared/errors';
import { isUuid } from '../../../lib/ids';
import { photoOf } from '../../../lib/photos';
import type { Executor } from '../../../db/client';
import * as repo from '../parcelle-images.repository';

/** Locks the plot for the transaction, or 404 when there is none. */
export async function lockExistingPlot(tx: Executor, parcelleId: string): Promise<void> {
  if (!isUuid(parcelleId) || !(await repo.lockPlotForImages(tx, parcelleId))) throw notFound();
}

export async function assertPlotExists(db: Executor, parcelleId: string): Promise<void> {
  if (!isUuid(parcelleId) || !(await repo.plotExists(db, parcelleId))) throw notFound();
}

/** `{ images: [url, …] }`, cover first: the audit's before/after of a plot's pictures. */
export const imagesSnapshot = (rows: repo.ImageRow[]) => ({ images: rows.map((row) => photoOf(row).url) });
