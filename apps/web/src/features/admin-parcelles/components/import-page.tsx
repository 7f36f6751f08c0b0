import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { createColumnHelper } from '@tanstack/react-table';
import { ArrowLeft, Download, FileUp } from 'lucide-react';
import {
  EXPORT_FORMATS,
  IMPORT_MAX_ROWS,
  PARCELLE_COLUMNS,
  parseImportErrorKey,
  type ExportFormat,
  type ImportResult,
} from '@parcelles/shared/contracts/parcelles-admin';
import { FieldMessage } from '../../../components/form/field-message';
import { INPUT_CLASS, LABEL_CLASS, LINK_CLASS } from '../../../components/form/field-styles';
import { DataTable } from '../../../components/table/data-table';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button, buttonClasses } from '../../../components/ui/button';
import { admin } from '../../../i18n/fr/admin';
import { adminCatalogue } from '../../../i18n/fr/admin-catalogue';
import { ApiError } from '../../../lib/api-client';
import { formatCount } from '@parcelles/shared/format';
import { downloadImportTemplate } from '../api/download-import-template';
import { useImportParcelles } from '../api/import-parcelles';

const t = adminCatalogue.import;
const label = adminCatalogue.fieldLabel;

/** The import page's address; the plot list's toolbar links to it (ImportLink). */
export const IMPORT_PATH = '/admin/parcelles/import';
const LIST_PATH = '/admin/parcelles';

const MAX_FILE_BYTES = 10 * 1024 * 1024;
const FILE_ACCEPT = '.csv,.json,text/csv,application/json';
/** Rows shown per page of a result: a 10,000-row file stays light in the page. */
const PAGE_SIZE = 50;

type ResultRow = ImportResult['lignes'][number];
interface ErrorRow {
  id: string;
  ligne: number | null;
  champ: string | null;
  message: string;
}

type Outcome =
  | { kind: 'result'; result: ImportResult }
  | { kind: 'errors'; message: string; rows: ErrorRow[] }
  | { kind: 'failed'; message: string };

/** Checks made before sending: the server's own limits, said at once. */
function fileProblem(file: File): string | null {
  const name = file.name.toLowerCase();
  if (!name.endsWith('.csv') && !name.endsWith('.json')) return t.fileBadFormat(file.name);
  if (file.size > MAX_FILE_BYTES) return t.fileTooLarge(file.name);
  if (file.size === 0) return t.fileEmpty(file.name);
  return null;
}

/** Every message of a 422, one row per row and field, in file order (the file's own ones first). */
function errorRows(error: ApiError): ErrorRow[] {
  const rows: ErrorRow[] = [];
  for (const [key, value] of Object.entries(error.errors)) {
    const parsed = parseImportErrorKey(key);
    const messages = Array.isArray(value) ? value : [value];
    messages.forEach((message, index) =>
      rows.push({
        id: `${key}-${index}`,
        ligne: parsed?.ligne ?? null,
        champ: parsed ? parsed.champ : key,
        message,
      }),
    );
  }
  return rows.sort((a, b) => (a.ligne ?? 0) - (b.ligne ?? 0));
}

/** The link to the import page, for the plot list's toolbar. */
export function ImportLink() {
  return (
    <Link to={IMPORT_PATH} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
      <FileUp aria-hidden="true" className="size-4" />
      {t.link}
    </Link>
  );
}

/**
 * The plot import (issue 11): the format and templates, then two steps. Step 1 sends the file as
 * a dry run and shows what would change, or every bad row and field (nothing is written either
 * way); step 2 writes the file, and only a file whose dry run succeeded. A new file starts over.
 */
export function ImportPage() {
  const ids = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  // The file the last successful dry run was of: the import is only ever of that one.
  const [checked, setChecked] = useState<{ file: File; result: ImportResult } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const mutation = useImportParcelles();

  function choose(next: File | null) {
    setChecked(null);
    setOutcome(null);
    mutation.reset();
    setFile(null);
    setFileError(null);
    if (!next) return;
    const problem = fileProblem(next);
    if (problem) setFileError(problem);
    else setFile(next);
  }

  function send(simulation: boolean) {
    const target = simulation ? file : checked?.file;
    if (!target) return;
    setOutcome(null);
    mutation.mutate(
      { file: target, simulation },
      {
        onSuccess: (result) => {
          setOutcome({ kind: 'result', result });
          if (simulation) {
            setChecked({ file: target, result });
          } else {
            // Written: a second import of the same file needs a fresh check.
            setChecked(null);
            toast.success(t.importedToast(result.crees + result.modifies));
          }
        },
        onError: (error) => {
          setChecked(null);
          if (error instanceof ApiError && Object.keys(error.errors).length > 0) {
            setOutcome({ kind: 'errors', message: error.message, rows: errorRows(error) });
          } else {
            setOutcome({ kind: 'failed', message: error instanceof ApiError ? error.message : t.failed });
          }
        },
      },
    );
  }

  const checkedThisFile = checked !== null && checked.file === file;
  const toWrite = checked ? checked.result.crees + checked.result.modifies : 0;
  const pending = mutation.isPending ? (mutation.variables?.simulation ? 'check' : 'run') : null;

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <Link to={LIST_PATH} className={`${LINK_CLASS} inline-flex items-center gap-1 self-start`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t.back}
      </Link>

      <FormatSection />
      <TemplatesSection />

      <section aria-labelledby={`${ids}-step1`} className="flex flex-col gap-3">
        <h2 id={`${ids}-step1`} className="text-lg font-bold text-stone-900">
          {t.step1}
        </h2>
        <div>
          <label htmlFor={`${ids}-file`} className={LABEL_CLASS}>
            {t.fileLabel}
          </label>
          <input
            id={`${ids}-file`}
            type="file"
            accept={FILE_ACCEPT}
            aria-describedby={`${ids}-file-message`}
            aria-invalid={fileError ? true : undefined}
            disabled={mutation.isPending}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
            className={`${INPUT_CLASS} file:mr-3 file:rounded-md file:border-0 file:bg-primary-50 file:px-3 file:py-1.5 file:font-semibold file:text-primary-800`}
          />
          <div id={`${ids}-file-message`} aria-live="polite" className="wrap-anywhere">
            {fileError ? (
              <FieldMessage id={`${ids}-file-error`} error={fileError} />
            ) : (
              <FieldMessage id={`${ids}-file-hint`} hint={file ? t.fileChosen(file.name) : t.fileHint} />
            )}
          </div>
        </div>
        <Button
          className="self-start"
          disabled={!file}
          pending={pending === 'check'}
          pendingLabel={t.checking}
          onClick={() => send(true)}
        >
          {t.check}
        </Button>
      </section>

      {outcome && <OutcomeView outcome={outcome} />}

      <section aria-labelledby={`${ids}-step2`} className="flex flex-col gap-3">
        <h2 id={`${ids}-step2`} className="text-lg font-bold text-stone-900">
          {t.step2}
        </h2>
        {!checkedThisFile && <p className="text-sm text-stone-700">{t.checkFirst}</p>}
        <Button
          className="self-start"
          disabled={!checkedThisFile || toWrite === 0 || pending === 'check'}
          pending={pending === 'run'}
          pendingLabel={t.running}
          onClick={() => send(false)}
        >
          {!checkedThisFile ? t.runIdle : toWrite === 0 ? t.runNothing : t.run(toWrite)}
        </Button>
      </section>
    </div>
  );
}

function FormatSection() {
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

function TemplatesSection() {
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

function OutcomeView({ outcome }: { outcome: Outcome }) {
  if (outcome.kind === 'failed') {
    return (
      <AlertBox title={t.failed}>
        <p className="wrap-anywhere">{outcome.message}</p>
      </AlertBox>
    );
  }
  if (outcome.kind === 'errors') return <ErrorsView message={outcome.message} rows={outcome.rows} />;
  return <ResultView result={outcome.result} />;
}

const resultColumn = createColumnHelper<ResultRow>();
const errorColumn = createColumnHelper<ErrorRow>();

/** A page of `rows` and the pager's state, for the tables of a result that can hold 10,000 rows. */
function usePage<T>(rows: readonly T[]) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  return {
    data: rows.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE),
    pagination: rows.length > PAGE_SIZE ? { page: current, pages, total: rows.length } : undefined,
    onPageChange: setPage,
  };
}

function ResultView({ result }: { result: ImportResult }) {
  const columns = useMemo(
    () => [
      resultColumn.accessor('ligne', { meta: { label: t.columnsResult.ligne } }),
      resultColumn.accessor('numeroLot', { meta: { label: t.columnsResult.lot, cardTitle: true } }),
      resultColumn.accessor('action', {
        meta: { label: t.columnsResult.action },
        cell: ({ getValue }) => t.actions[getValue()] ?? getValue(),
      }),
      resultColumn.accessor('changements', {
        meta: { label: t.columnsResult.changements },
        cell: ({ row, getValue }) => {
          const fields = getValue();
          if (fields.length === 0) return row.original.action === 'CREEE' ? t.allFields : admin.common.none;
          return fields.map(label).join(', ');
        },
      }),
    ],
    [],
  );
  const rows = useMemo(() => result.lignes.filter((row) => row.action !== 'INCHANGEE'), [result.lignes]);
  const page = usePage(rows);
  return (
    <section className="flex flex-col gap-3">
      <AlertBox tone="success" title={result.simulation ? t.simulationTitle : t.doneTitle}>
        <ul aria-label={t.countsLabel} className="flex flex-col gap-0.5">
          <li>{t.created(result.crees)}</li>
          <li>{t.updated(result.modifies)}</li>
          <li>{t.unchanged(result.inchanges)}</li>
        </ul>
      </AlertBox>
      <DataTable
        caption={result.simulation ? t.rowsCaptionSimulation : t.rowsCaptionDone}
        columns={columns}
        data={page.data}
        getRowId={(row) => `${row.ligne}-${row.numeroLot}`}
        empty={t.rowsEmpty}
        pagination={page.pagination}
        onPageChange={page.onPageChange}
        texts={admin.table}
      />
    </section>
  );
}

function ErrorsView({ message, rows }: { message: string; rows: ErrorRow[] }) {
  const columns = useMemo(
    () => [
      errorColumn.accessor('ligne', {
        meta: { label: t.columnsErrors.ligne },
        cell: ({ getValue }) => {
          const ligne = getValue();
          return ligne === null ? t.general : formatCount(ligne);
        },
      }),
      errorColumn.accessor('champ', {
        meta: { label: t.columnsErrors.champ },
        cell: ({ getValue }) => {
          const champ = getValue();
          return champ === null ? t.wholeRow : label(champ);
        },
      }),
      errorColumn.accessor('message', { meta: { label: t.columnsErrors.erreur } }),
    ],
    [],
  );
  const lines = new Set(rows.flatMap((row) => (row.ligne === null ? [] : [row.ligne]))).size;
  const page = usePage(rows);
  return (
    <section className="flex flex-col gap-3">
      <AlertBox title={t.errorsTitle(rows.length)}>
        {message && <p>{message}</p>}
        {lines > 0 && <p>{t.errorsLines(lines)}</p>}
        <p>{t.numbering}</p>
      </AlertBox>
      <DataTable
        caption={t.errorsCaption}
        columns={columns}
        data={page.data}
        getRowId={(row) => row.id}
        empty={admin.table.empty}
        pagination={page.pagination}
        onPageChange={page.onPageChange}
        texts={admin.table}
      />
    </section>
  );
}
