import type { ExportFormat } from '@parcelles/shared/contracts/parcelles-admin';
import { downloadFile } from '../../../lib/download-file';

/** GET /parcelles/import/modele: the headers and an example row, to fill in. */
export function downloadImportTemplate(format: ExportFormat): Promise<void> {
  return downloadFile('/parcelles/import/modele', {
    query: { format },
    fallbackName: `modele-import-parcelles.${format}`,
  });
}
