import { useMemo } from 'react';
import { auditColumns } from '../../../components/admin/audit-columns';
import { DataTable } from '../../../components/table/data-table';
import { AlertBox } from '../../../components/ui/alert-box';
import { admin } from '../../../i18n/fr/admin';
import { useReservationHistory } from '../api/get-history';

/** The reservation's 'Historique', oldest first, in the Journal's row format. */
export function ReservationHistory({ id, linkPayments }: { id: string; linkPayments: boolean }) {
  const query = useReservationHistory(id);
  const columns = useMemo(() => auditColumns({ linkPayments }), [linkPayments]);
  return (
    <section aria-labelledby="history-title" className="flex flex-col gap-3">
      <h2 id="history-title" className="text-lg font-bold text-stone-900">
        {admin.history.heading}
      </h2>
      {query.isError ? (
        <AlertBox title={admin.common.error} />
      ) : (
        <DataTable
          caption={admin.audit.historyCaption}
          columns={columns}
          data={query.data?.evenements}
          getRowId={(e) => String(e.id)}
          loading={query.isFetching}
          empty={admin.history.empty}
          texts={admin.table}
        />
      )}
    </section>
  );
}
