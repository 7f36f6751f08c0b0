import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Download } from 'lucide-react';
import { EXPORT_FORMATS, type ExportFormat } from '@parcelles/shared/contracts/parcelles-admin';
import { Button } from '../../../components/ui/button';
import { adminCatalogue } from '../../../i18n/fr/admin-catalogue';
import { ApiError } from '../../../lib/api-client';
import { downloadParcellesExport, type ParcellesExportFilters } from '../api/export-parcelles';

const t = adminCatalogue.export;
const LABELS: Record<ExportFormat, string> = { csv: t.csv, json: t.json };
// CSV first: what a sales team opens in a spreadsheet.
const FORMATS = [...EXPORT_FORMATS].sort((a) => (a === 'csv' ? -1 : 1));

/** The plot list's export: the plots of the current filters, as CSV or JSON, saved by the browser. */
export function ExportMenu({ filters }: { filters: ParcellesExportFilters }) {
  const [pending, setPending] = useState<ExportFormat | null>(null);

  async function run(format: ExportFormat) {
    setPending(format);
    try {
      await downloadParcellesExport(filters, format);
    } catch (error) {
      toast.error(error instanceof ApiError ? `${t.failed} ${error.message}` : t.failed);
    } finally {
      setPending(null);
    }
  }

  return (
    <div role="group" aria-label={t.group} className="flex flex-wrap gap-3">
      {FORMATS.map((format) => (
        <Button
          key={format}
          variant="secondary"
          size="sm"
          pending={pending === format}
          pendingLabel={t.busy}
          disabled={pending !== null}
          onClick={() => void run(format)}
        >
          <Download aria-hidden="true" className="size-4" />
          {LABELS[format]}
        </Button>
      ))}
    </div>
  );
}
