// GET /admin/comptabilite/paiements.csv (issue 26, ADR 048): every payment decided in the period,
// validated first, then the rejected and cancelled ones, kept apart under their status.
import { exportFilename, type Periode } from '@parcelles/shared/contracts/comptabilite';
import { DEFAULT_PAGE_SIZE, type ComptabiliteDeps } from '../comptabilite.deps';
import { csvChunks } from '../comptabilite.csv';
import * as repo from '../comptabilite.repository';
import { instantsOf } from './periode';

export async function exportPaiements(
  { db, pageSize = DEFAULT_PAGE_SIZE }: ComptabiliteDeps,
  periode: Periode,
): Promise<{ filename: string; chunks: AsyncIterable<string> }> {
  const instants = instantsOf(periode);
  return {
    filename: exportFilename('paiements', periode),
    chunks: await csvChunks<repo.PaiementCursor>((after) =>
      repo.findPaiementsPage(db, instants, after, pageSize),
    ),
  };
}
