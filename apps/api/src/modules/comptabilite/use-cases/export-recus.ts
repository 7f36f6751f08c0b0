// GET /admin/comptabilite/recus.csv (issue 26, ADR 048): every receipt issued in the period, in
// number order, as the receipt itself says it (ADR 017: its content is fixed when issued).
import { exportFilename, type Periode } from '@parcelles/shared/contracts/comptabilite';
import { DEFAULT_PAGE_SIZE, type ComptabiliteDeps } from '../comptabilite.deps';
import { csvChunks } from '../comptabilite.csv';
import * as repo from '../comptabilite.repository';
import { instantsOf } from './periode';

export async function exportRecus(
  { db, pageSize = DEFAULT_PAGE_SIZE }: ComptabiliteDeps,
  periode: Periode,
): Promise<{ filename: string; chunks: AsyncIterable<string> }> {
  const instants = instantsOf(periode);
  return {
    filename: exportFilename('recus', periode),
    chunks: await csvChunks<number>((after) => repo.findRecusPage(db, instants, after ?? 0, pageSize)),
  };
}
