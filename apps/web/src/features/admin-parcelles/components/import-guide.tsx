import { useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Download } from 'lucide-react';
import {
  EXPORT_FORMATS,
  IMPORT_MAX_ROWS,
  PARCELLE_COLUMNS,
  type ExportFormat,
} from '@parcelles/shared/contracts/parcelles-admin';
import { Button } from '../../../components/ui/button';
import { adminCatalogue } from '../../../i18n/fr/admin-catalogue';
import { ApiError } from '../../../lib/api-client';
import { downloadImportTemplate } from '../api/download-import-template';

// What the import page says before any file is chosen: the columns a file holds, and the
// templates to fill in.

const t = adminCatalogue.import;

/** The file's format: its limits, and each column with whether it is required and its values. */
export function ImportFormatSection() {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-bold text-stone-900">
        {t.formatTitle}
      </h2>
      <p className="text-sm text-stone-700">{t.formatIntro(IMPORT_MAX_ROWS)}</p>
      <p className="text-sm text-stone-700">{t.allOrNothing}</p>
      {/* Its own scrolling box: the page never scrolls sideways on a phone. */}
      <div
        tabIndex={0}
        role="region"
        aria-label={t.columnsCaption}
        className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-stone-200 focus-visible:outline-3 focus-visible:outline-accent-500"
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t.columnsCaption}</caption>
          <thead className="border-b border-stone-200 bg-stone-50 text-stone-700">
            <tr>
              <th scope="col" className="px-3 py-2.5 font-semibold">
                {t.columnHeader}
              </th>
              <th scope="col" className="px-3 py-2.5 font-semibold">
                {t.requiredHeader}
              </th>
              <th scope="col" className="px-3 py-2.5 font-semibold">
                {t.valuesHeader}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {PARCELLE_COLUMNS.map(({ champ, entete }) => (
              <tr key={champ}>
                <th scope="row" className="px-3 py-2 align-top font-medium text-stone-900">
                  {entete} <code className="text-xs text-stone-600">{champ}</code>
                </th>
                <td className="px-3 py-2 align-top text-stone-800">
                  {t.columns[champ].required ? t.yes : t.no}
                </td>
                <td className="min-w-48 px-3 py-2 align-top text-stone-800">{t.columns[champ].values}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The templates to download, CSV first: the headers and an example row. */
export function ImportTemplatesSection() {
  const id = useId();
  const [pending, setPending] = useState<ExportFormat | null>(null);
  async function download(format: ExportFormat) {
    setPending(format);
    try {
      await downloadImportTemplate(format);
    } catch (error) {
      toast.error(error instanceof ApiError ? `${t.templateFailed} ${error.message}` : t.templateFailed);
    } finally {
      setPending(null);
    }
  }
  const formats = [...EXPORT_FORMATS].sort((a) => (a === 'csv' ? -1 : 1));
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-bold text-stone-900">
        {t.templates}
      </h2>
      <p className="text-sm text-stone-700">{t.templatesIntro}</p>
      <div className="flex flex-wrap gap-3">
        {formats.map((format) => (
          <Button
            key={format}
            variant="secondary"
            size="sm"
            pending={pending === format}
            pendingLabel={adminCatalogue.export.busy}
            disabled={pending !== null}
            onClick={() => void download(format)}
          >
            <Download aria-hidden="true" className="size-4" />
            {format === 'csv' ? t.templateCsv : t.templateJson}
          </Button>
        ))}
      </div>
    </section>
  );
}
