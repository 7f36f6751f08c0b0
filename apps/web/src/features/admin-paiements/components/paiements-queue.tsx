import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../../components/table/data-table';
import { admin } from '../../../i18n/fr/admin';
import { useNow } from '../../../lib/use-now';
import { usePendingPaiements } from '../api/get-paiements';
import type { AdminPaiement } from '../api/types';
import { ListError } from './list-error';
import {
  AgeCell,
  AmountCell,
  BuyerCell,
  DateCell,
  FlagsCell,
  MethodCell,
  OpenPaiementLink,
} from './paiement-cells';

const t = admin.paiements;
const column = createColumnHelper<AdminPaiement>();

/** The proofs awaiting review, oldest first as the server sends them, with their age. */
export function PaiementsQueue() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = usePendingPaiements({ page });
  const now = useNow();

  const columns = useMemo(
    () => [
      column.accessor((p) => p.parcelle.numeroLot, {
        id: 'lot',
        meta: { label: t.columns.lot, cardTitle: true },
        cell: ({ row }) => <OpenPaiementLink paiement={row.original} />,
      }),
      column.accessor('datePaiement', {
        id: 'age',
        meta: { label: t.columns.age },
        cell: ({ getValue }) => <AgeCell date={getValue()} now={now} />,
      }),
      column.display({
        id: 'acheteur',
        meta: { label: t.columns.acheteur },
        cell: ({ row }) => <BuyerCell paiement={row.original} />,
      }),
      column.display({
        id: 'montant',
        meta: { label: t.columns.montant },
        cell: ({ row }) => <AmountCell paiement={row.original} />,
      }),
      column.accessor('methode', {
        meta: { label: t.columns.methode },
        cell: ({ getValue }) => <MethodCell methode={getValue()} />,
      }),
      column.accessor('referencePaiement', {
        meta: { label: t.columns.reference },
        cell: ({ getValue }) => getValue() ?? admin.common.none,
      }),
      column.accessor('datePaiement', {
        id: 'date',
        meta: { label: t.columns.date },
        cell: ({ getValue }) => <DateCell date={getValue()} />,
      }),
      column.display({
        id: 'flags',
        meta: { label: t.columns.flags },
        cell: ({ row }) => <FlagsCell paiement={row.original} />,
      }),
    ],
    [now],
  );

  if (query.isError) return <ListError onRetry={() => void query.refetch()} />;
  return (
    <DataTable
      caption={t.queueCaption}
      columns={columns}
      data={query.data?.paiements}
      getRowId={(p) => p.id}
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
