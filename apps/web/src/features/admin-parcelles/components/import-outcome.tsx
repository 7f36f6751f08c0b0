import { useMemo, useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { parseImportErrorKey, type ImportResult } from '@parcelles/shared/contracts/parcelles-admin';
import { formatCount } from '@parcelles/shared/format';
import { DataTable } from '../../../components/table/data-table';
import { AlertBox } from '../../../components/ui/alert-box';
import { admin } from '../../../i18n/fr/admin';
import { adminCatalogue } from '../../../i18n/fr/admin-catalogue';
import { ApiError } from '../../../lib/api-client';

// What an import's dry run or run answered: the counts and the rows it changes, every bad row
// and field of a refused file, or the server's message.

const t = adminCatalogue.import;
const label = adminCatalogue.fieldLabel;

/** Rows shown per page of a result: a 10,000-row file stays light in the page. */
const PAGE_SIZE = 50;

type ResultRow = ImportResult['lignes'][number];
interface ErrorRow {
  id: string;
  ligne: number | null;
  champ: string | null;
  message: string;
}

export type ImportOutcome =
  | { kind: 'result'; result: ImportResult }
  | { kind: 'errors'; message: string; rows: ErrorRow[] }
  | { kind: 'failed'; message: string };

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

/** A refused import: its bad rows and fields when the server named them, else its message. */
export function failureOutcome(error: Error): ImportOutcome {
  if (error instanceof ApiError && Object.keys(error.errors).length > 0) {
    return { kind: 'errors', message: error.message, rows: errorRows(error) };
  }
  return { kind: 'failed', message: error instanceof ApiError ? error.message : t.failed };
}

export function ImportOutcomeView({ outcome }: { outcome: ImportOutcome }) {
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
          <li>{(result.simulation ? t.wouldCreate : t.created)(result.crees)}</li>
          <li>{(result.simulation ? t.wouldUpdate : t.updated)(result.modifies)}</li>
          <li>{(result.simulation ? t.wouldStay : t.unchanged)(result.inchanges)}</li>
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
