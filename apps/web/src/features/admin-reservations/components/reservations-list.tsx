import { useMemo, useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { Download } from 'lucide-react';
import type { Reservation } from '@parcelles/shared/contracts/reservations';
import {
  ETAPES_VENTE,
  ETAPE_VENTE_INFO,
  RESERVATION_STATUTS,
  reservationStatusInfo,
} from '@parcelles/shared/domain';
import { formatDateLong, formatMoney } from '@parcelles/shared/format';
import { LINK_CLASS } from '../../../components/form/field-styles';
import { TextField } from '../../../components/form/text-field';
import { FilterSelect, ListFilters } from '../../../components/admin/list-filters';
import { ServerTable } from '../../../components/admin/server-table';
import { useListParams } from '../../../components/table/use-list-params';
import { Button } from '../../../components/ui/button';
import { admin } from '../../../i18n/fr/admin';
import { downloadReservationsExport, useAdminReservations } from '../api/get-reservations';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { adminPlansPaiement } from '../../../i18n/fr/admin-plans-paiement';
import { LateBadge } from './echeancier-section';
import { HoldExpiryText, ReservationStatus } from './reservation-cells';

const t = admin.reservations;
const column = createColumnHelper<Reservation>();
const FILTERS = [
  'statut',
  'expireDansHeures',
  'acheteur',
  'lot',
  'search',
  'enRetard',
  // Issue 25: the lists the dashboard's figures link to.
  'etape',
  'expireCetteSemaine',
  'venduMois',
] as const;

/**
 * Every reservation, filtered, sorted and paged by the server from the query string; staff who
 * may export (admins) get the export of the same filters.
 */
export function ReservationsList({ canExport }: { canExport: boolean }) {
  const listParams = useListParams(FILTERS);
  const { filters, tri, ordre, page } = listParams;
  const query = useAdminReservations({ ...filters, tri, ordre, page });

  const columns = useMemo(
    () => [
      column.accessor('reference', {
        meta: { label: t.columns.reference, cardTitle: true },
        enableSorting: false,
        cell: ({ row }) => (
          <Link
            to={`/admin/reservations/${row.original.id}`}
            aria-label={t.open(row.original.reference)}
            className={LINK_CLASS}
          >
            {row.original.reference}
          </Link>
        ),
      }),
      column.accessor('statut', {
        meta: { label: t.columns.statut },
        enableSorting: false,
        cell: ({ row, getValue }) => (
          <span className="flex flex-wrap gap-1.5">
            <ReservationStatus statut={getValue()} />
            {row.original.enRetard && <LateBadge />}
          </span>
        ),
      }),
      column.accessor((r) => r.acheteur.nom, {
        id: 'acheteur',
        meta: { label: t.columns.acheteur },
        enableSorting: false,
        cell: ({ row }) => (
          <div className="flex flex-col">
            <span className="font-medium">{row.original.contact.nom}</span>
            <a
              href={`mailto:${row.original.contact.email}`}
              className={`${LINK_CLASS} wrap-anywhere font-normal`}
            >
              {row.original.contact.email}
            </a>
            {row.original.contact.telephone && (
              <a href={`tel:${row.original.contact.telephone}`} className={`${LINK_CLASS} font-normal`}>
                {row.original.contact.telephone}
              </a>
            )}
          </div>
        ),
      }),
      column.accessor((r) => r.parcelle.numeroLot, {
        id: 'lot',
        meta: { label: t.columns.lot },
      }),
      column.accessor('dateReservation', {
        meta: { label: t.columns.date },
        cell: ({ getValue }) => formatDateLong(getValue()),
      }),
      column.accessor('dateExpiration', {
        meta: { label: t.columns.expiration },
        cell: ({ row }) => <HoldExpiryText reservation={row.original} />,
      }),
      column.accessor('montantTotal', {
        // The API's sort names (tri): dateReservation, dateExpiration, lot, montant.
        id: 'montant',
        meta: { label: t.columns.montant },
        cell: ({ row }) =>
          `${formatMoney(row.original.montantPaye)} / ${formatMoney(row.original.montantTotal)}`,
      }),
    ],
    [],
  );

  return (
    <div className="flex flex-col gap-4">
      <ListFilters list={listParams}>
        <FilterSelect
          name="statut"
          label={t.filters.statut}
          values={RESERVATION_STATUTS}
          labelOf={(statut) => reservationStatusInfo(statut).label}
          defaultValue={filters.statut}
        />
        <FilterSelect
          name="etape"
          label={t.filters.etape}
          values={ETAPES_VENTE}
          labelOf={(etape) => ETAPE_VENTE_INFO[etape].label}
          anyLabel={t.filters.etapeAny}
          defaultValue={filters.etape}
        />
        <TextField
          name="expireDansHeures"
          type="number"
          min={1}
          inputMode="numeric"
          label={t.filters.expire}
          defaultValue={filters.expireDansHeures ?? ''}
        />
        <TextField name="search" type="search" label={t.filters.search} defaultValue={filters.search ?? ''} />
        <TextField name="acheteur" label={t.filters.acheteur} defaultValue={filters.acheteur ?? ''} />
        <TextField name="lot" label={t.filters.lot} defaultValue={filters.lot ?? ''} />
        <TextField
          name="venduMois"
          type="month"
          label={t.filters.venduMois}
          hint={t.filters.venduMoisHint}
          defaultValue={filters.venduMois ?? ''}
        />
        <div className="flex flex-col justify-end gap-1 pb-2">
          <CheckboxField
            name="enRetard"
            value="true"
            label={adminPlansPaiement.filter.enRetard}
            defaultChecked={filters.enRetard === 'true'}
          />
          <CheckboxField
            name="expireCetteSemaine"
            value="true"
            label={t.filters.expireCetteSemaine}
            defaultChecked={filters.expireCetteSemaine === 'true'}
          />
        </div>
      </ListFilters>
      {canExport && <ExportButtons query={{ ...filters, tri, ordre }} />}
      <ServerTable
        list={listParams}
        query={query}
        caption={t.caption}
        columns={columns}
        data={query.data?.reservations}
        getRowId={(r) => r.id}
        rowHref={(r) => `/admin/reservations/${r.id}`}
        empty={t.empty}
      />
    </div>
  );
}

function ExportButtons({ query }: { query: Parameters<typeof downloadReservationsExport>[0] }) {
  const [pending, setPending] = useState<'csv' | 'json' | null>(null);
  async function run(format: 'csv' | 'json') {
    setPending(format);
    try {
      await downloadReservationsExport(query, format);
    } catch {
      toast.error(t.exportError);
    } finally {
      setPending(null);
    }
  }
  return (
    <div className="flex flex-wrap gap-3">
      {(['csv', 'json'] as const).map((format) => (
        <Button
          key={format}
          variant="secondary"
          size="sm"
          pending={pending === format}
          pendingLabel={t.exporting}
          disabled={pending !== null}
          onClick={() => void run(format)}
        >
          <Download aria-hidden="true" className="size-4" />
          {format === 'csv' ? t.exportCsv : t.exportJson}
        </Button>
      ))}
    </div>
  );
}
