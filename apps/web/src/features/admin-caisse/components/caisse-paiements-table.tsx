import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { CaissePaiement } from '@parcelles/shared/contracts/caisse';
import { lubumbashiDay } from '@parcelles/shared/domain';
import { formatDateLong, formatMoney } from '@parcelles/shared/format';
import { LINK_CLASS } from '../../../components/form/field-styles';
import { DataTable } from '../../../components/table/data-table';
import { admin } from '../../../i18n/fr/admin';
import { adminCaisse } from '../../../i18n/fr/admin-caisse';
import { formatHeure } from '../lib/caisse-jour';

const t = adminCaisse.table;
const column = createColumnHelper<CaissePaiement>();

/** The day's cash payments in the order they were recorded, each opening its reservation. */
export function CaissePaiementsTable({
  jour,
  paiements,
  loading,
}: {
  jour: string;
  paiements: CaissePaiement[] | undefined;
  loading: boolean;
}) {
  const columns = useMemo(
    () => [
      column.accessor('enregistreLe', {
        id: 'heure',
        meta: { label: t.columns.heure },
        cell: ({ row }) => <RecordedAt paiement={row.original} jour={jour} />,
      }),
      column.accessor('acheteur', {
        meta: { label: t.columns.acheteur, cardTitle: true },
        cell: ({ getValue }) => <span className="font-medium">{getValue()}</span>,
      }),
      column.accessor((p) => p.reservation.reference, {
        id: 'reservation',
        meta: { label: t.columns.reservation },
        cell: ({ row }) => (
          <Link
            to={`/admin/reservations/${row.original.reservation.id}`}
            aria-label={t.openReservation(row.original.reservation.reference)}
            className={`${LINK_CLASS} whitespace-nowrap`}
          >
            {row.original.reservation.reference}
          </Link>
        ),
      }),
      column.accessor('numeroLot', {
        meta: { label: t.columns.lot },
        cell: ({ getValue }) => <span className="whitespace-nowrap">{getValue()}</span>,
      }),
      column.accessor('montant', {
        meta: { label: t.columns.montant },
        cell: ({ getValue }) => (
          <span className="font-semibold whitespace-nowrap tabular-nums">{formatMoney(getValue())}</span>
        ),
      }),
      column.accessor('referencePaiement', {
        meta: { label: t.columns.reference },
        cell: ({ row }) => (
          <div className="flex min-w-0 flex-col">
            <span className="wrap-anywhere">{row.original.referencePaiement ?? t.dash}</span>
            {row.original.commentaireAdmin && (
              <span className="text-stone-600">« {row.original.commentaireAdmin} »</span>
            )}
          </div>
        ),
      }),
      column.accessor((p) => p.recu?.numero ?? null, {
        id: 'recu',
        meta: { label: t.columns.recu },
        cell: ({ getValue }) => {
          const numero = getValue();
          return (
            <span className="whitespace-nowrap tabular-nums">
              {numero === null ? t.dash : t.recu(numero)}
            </span>
          );
        },
      }),
      column.accessor((p) => p.recuPar?.nom ?? null, {
        id: 'recuPar',
        meta: { label: t.columns.recuPar },
        cell: ({ getValue }) => getValue() ?? <span className="text-stone-600">{t.deletedAccount}</span>,
      }),
    ],
    [jour],
  );

  return (
    <DataTable
      caption={t.caption(formatDateLong(jour))}
      columns={columns}
      data={paiements}
      getRowId={(p) => p.id}
      loading={loading}
      empty={t.none}
      texts={admin.table}
      rowHref={(p) => `/admin/reservations/${p.reservation.id}`}
    />
  );
}

/** The time it was recorded; the full date when recorded on another day (dated afterwards). */
function RecordedAt({ paiement, jour }: { paiement: CaissePaiement; jour: string }) {
  if (lubumbashiDay(paiement.enregistreLe) === jour) {
    return <span className="whitespace-nowrap tabular-nums">{formatHeure(paiement.enregistreLe)}</span>;
  }
  return (
    <span className="text-stone-700">
      {t.recordedOn(formatDateLong(paiement.enregistreLe, { withTime: true }))}
    </span>
  );
}
