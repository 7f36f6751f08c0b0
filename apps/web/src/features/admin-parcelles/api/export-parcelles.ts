import type { ExportFormat } from '@parcelles/shared/contracts/parcelles-admin';
import { downloadFile } from '../../../lib/download-file';

/** The plot list's filters as the query string keeps them (its page and size are not exported). */
export type ParcellesExportFilters = Record<string, string | number | null | undefined>;

/** GET /parcelles/export with the list's filters, as a file the browser saves. */
export function downloadParcellesExport(
  filters: ParcellesExportFilters,
  format: ExportFormat,
): Promise<void> {
  return downloadFile('/parcelles/export', {
    query: { ...filters, page: undefined, limit: undefined, format },
    fallbackName: `parcelles.${format}`,
  });
}
