import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../../components/table/data-table';
import { admin } from '../../../i18n/fr/admin';
import { useNow } from '../../../lib/use-now';
import { usePendingPaiements } from '../api/get-paiements';
import { ListError } from '../../../components/admin/list-error';
import { paiementColumns } from './paiement-columns';

const t = admin.paiements;

/** The proofs awaiting review, oldest first as the server sends them, with their age. */
export function PaiementsQueue() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = usePendingPaiements({ page });
  const now = useNow();

  const columns = useMemo(() => paiementColumns({ now }), [now]);

  if (query.isError) return <ListError onRetry={() => void query.refetch()} />;
  return (
    <DataTable
      caption={t.queueCaption}
      columns={columns}
      data={query.data?.paiements}
      getRowId={(p) => p.id}
      rowHref={(p) => `/admin/paiements/${p.id}`}
      loading={query.isFetching}
      empty={t.queueEmpty}
      pagination={query.data?.pagination}
      onPageChange={(next) =>
        setParams((current) => {
          current.set('page', String(next));
          return current;
        })
      }
      texts={admin.table}
    />
  );
}
