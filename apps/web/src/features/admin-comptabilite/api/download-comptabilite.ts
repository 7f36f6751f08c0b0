// GET /admin/comptabilite/{paiements.csv,recus.csv,synthese.pdf} (issue 26): files behind the
// bearer token, fetched and saved under the name the server gives (lib/download-file).
import { exportFilename, type ExportComptable, type Periode } from '@parcelles/shared/contracts/comptabilite';
import { downloadFile } from '../../../lib/download-file';

const PATHS: Record<ExportComptable, string> = {
  paiements: '/admin/comptabilite/paiements.csv',
  recus: '/admin/comptabilite/recus.csv',
  synthese: '/admin/comptabilite/synthese.pdf',
};

export const downloadComptabilite = (kind: ExportComptable, periode: Periode): Promise<void> =>
  downloadFile(PATHS[kind], {
    query: { du: periode.du, au: periode.au },
    fallbackName: exportFilename(kind, periode),
  });
