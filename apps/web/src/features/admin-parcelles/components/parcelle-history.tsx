import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import type { AuditEvent } from '@parcelles/shared/contracts/audit';
import { formatDateLong } from '@parcelles/shared/format';
import { formatAuditChanges } from '../../../components/admin/audit-values';
import { DataTable } from '../../../components/table/data-table';
import { AlertBox } from '../../../components/ui/alert-box';
import { admin } from '../../../i18n/fr/admin';
import { adminParcelles } from '../../../i18n/fr/admin-parcelles';
import { useParcelleHistory } from '../api/get-parcelle-history';

const t = adminParcelles.history;
const column = createColumnHelper<AuditEvent>();

/** The plot's 'Historique' from the audit trail, oldest first: who changed what, before → after. */
export function ParcelleHistory({ id }: { id: string }) {
  const query = useParcelleHistory(id);
  const columns = useMemo(
    () => [
      column.accessor('date', {
        meta: { label: t.columns.date, cardTitle: true },
        cell: ({ getValue }) => formatDateLong(getValue(), { withTime: true }),
      }),
      column.accessor((e) => e.acteur?.nom ?? t.system, { id: 'acteur', meta: { label: t.columns.acteur } }),
      column.accessor('libelle', { meta: { label: t.columns.action } }),
      column.display({
        id: 'changes',
        meta: { label: t.columns.changes },
        cell: ({ row }) => {
          const lines = formatAuditChanges(row.original);
          if (lines.length === 0) return t.none;
          return (
            <ul className="flex flex-col gap-0.5 text-sm break-words">
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          );
        },
      }),
    ],
    [],
  );
  return (
    <section aria-labelledby="parcelle-history-title" className="flex min-w-0 flex-col gap-3">
      <h2 id="parcelle-history-title" className="text-lg font-bold text-stone-900">
        {t.heading}
      </h2>
      {query.isError ? (
        <AlertBox title={admin.common.error} />
      ) : (
        <DataTable
          caption={t.caption}
          columns={columns}
          data={query.data?.evenements}
          getRowId={(e) => String(e.id)}
          loading={query.isFetching}
          empty={t.empty}
          texts={admin.table}
        />
      )}
    </section>
  );
}
