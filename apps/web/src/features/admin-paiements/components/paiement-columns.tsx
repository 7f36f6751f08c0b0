import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import type { PaiementAdmin } from '@parcelles/shared/contracts/paiements';
import { admin } from '../../../i18n/fr/admin';
import {
  AgeCell,
  AmountCell,
  BuyerCell,
  DateCell,
  FlagsCell,
  MethodCell,
  OpenPaiementLink,
  StatusCell,
} from './paiement-cells';

const t = admin.paiements;
const column = createColumnHelper<PaiementAdmin>();

/**
 * The columns of a payments list: the queue shows each proof's age (`now` given) where the list of
 * all payments shows its status; the rest is the same row.
 */
export function paiementColumns({ now }: { now?: Date } = {}) {
  return [
    column.accessor((p) => p.parcelle.numeroLot, {
      id: 'lot',
      meta: { label: t.columns.lot, cardTitle: true },
      cell: ({ row }) => <OpenPaiementLink paiement={row.original} />,
    }),
    now === undefined
      ? column.accessor('statut', {
          meta: { label: t.columns.statut },
          cell: ({ getValue }) => <StatusCell statut={getValue()} />,
        })
      : column.accessor('datePaiement', {
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
      cell: ({ getValue, row }) => <MethodCell methode={getValue()} operateur={row.original.operateur} />,
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
  ] as ColumnDef<PaiementAdmin, unknown>[];
}
