import { useMemo, useRef, useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { BellRing, Download } from 'lucide-react';
import type { Retard } from '@parcelles/shared/contracts/recouvrement';
import { lubumbashiDay, type BadgeVariant } from '@parcelles/shared/domain';
import { formatDateLong, formatMoney } from '@parcelles/shared/format';
import { FilterSelect, ListFilters } from '../../../components/admin/list-filters';
import { LINK_CLASS } from '../../../components/form/field-styles';
import { TextField } from '../../../components/form/text-field';
import { DataTable } from '../../../components/table/data-table';
import { useListParams } from '../../../components/table/use-list-params';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { admin } from '../../../i18n/fr/admin';
import { adminRecouvrement } from '../../../i18n/fr/admin-recouvrement';
import { saveBlob } from '../../../lib/download-file';
import { toast } from '../../../lib/toast';
import { useNow } from '../../../lib/use-now';
import { useSendRappel } from '../api/send-rappel';
import { BUCKETS, RAPPEL_FILTERS, bucketOf, filterRetards, sortRetards, type Bucket } from '../lib/retards';
import { retardsCsv } from '../lib/retards-csv';

const t = adminRecouvrement;
const column = createColumnHelper<Retard>();
const FILTERS = ['q', 'anciennete', 'rappel'] as const;
/** The API sends every late payer; the page shows them fifty at a time. */
const RETARDS_PAGE_SIZE = 50;

const BUCKET_BADGES = {
  j1a30: 'warning',
  j31a60: 'amber',
  j61a90: 'danger',
  plus90: 'sold',
} as const satisfies Record<Bucket, BadgeVariant>;

/**
 * The late payers (issue 25), filtered and sorted on the page from the address (so a link or Back
 * shows the same view), each row opening its reservation; admins remind a payer in one click, and
 * every staff member can take the rows shown (all pages) to a spreadsheet.
 */
export function RetardsList({
  retards,
  loading,
  canRemind,
}: {
  retards: Retard[] | undefined;
  loading: boolean;
  canRemind: boolean;
}) {
  const now = useNow();
  const today = lubumbashiDay(now);
  const listParams = useListParams(FILTERS);
  const { filters, tri, ordre, page } = listParams;
  const { q, anciennete, rappel } = filters;

  const shown = useMemo(
    () =>
      retards ? sortRetards(filterRetards(retards, { q, anciennete, rappel }, now), tri, ordre) : undefined,
    [retards, q, anciennete, rappel, tri, ordre, now],
  );
  const pages = Math.max(1, Math.ceil((shown?.length ?? 0) / RETARDS_PAGE_SIZE));
  const current = Math.min(page, pages);
  const pageRows = shown?.slice((current - 1) * RETARDS_PAGE_SIZE, current * RETARDS_PAGE_SIZE);
  const total = shown?.reduce((sum, r) => sum + r.montantEnRetard, 0) ?? 0;

  const columns = useMemo(
    () => [
      column.accessor((r) => r.acheteur.nom, {
        id: 'acheteur',
        meta: { label: t.list.columns.acheteur, cardTitle: true },
        cell: ({ row }) => {
          const { nom, email, telephone } = row.original.acheteur;
          return (
            <div className="flex min-w-0 flex-col">
              <span className="font-medium">{nom}</span>
              {telephone && (
                <a href={`tel:${telephone}`} className={`${LINK_CLASS} font-normal whitespace-nowrap`}>
                  {telephone}
                </a>
              )}
              <a href={`mailto:${email}`} className={`${LINK_CLASS} font-normal wrap-anywhere`}>
                {email}
              </a>
            </div>
          );
        },
      }),
      column.accessor('reference', {
        meta: { label: t.list.columns.reference },
        enableSorting: false,
        cell: ({ row }) => (
          <Link
            to={`/admin/reservations/${row.original.reservationId}`}
            aria-label={t.list.open(row.original.reference)}
            className={`${LINK_CLASS} whitespace-nowrap`}
          >
            {row.original.reference}
          </Link>
        ),
      }),
      column.accessor('numeroLot', {
        meta: { label: t.list.columns.lot },
        enableSorting: false,
        cell: ({ getValue }) => <span className="whitespace-nowrap">{getValue()}</span>,
      }),
      column.accessor('echeance', {
        meta: { label: t.list.columns.echeance },
        enableSorting: false,
        cell: ({ row }) => (
          <div className="flex flex-col">
            <span>{row.original.echeance}</span>
            <span className="text-stone-600">{formatDateLong(row.original.dateEcheance)}</span>
          </div>
        ),
      }),
      column.accessor('montantEnRetard', {
        id: 'montant',
        meta: { label: t.list.columns.montant },
        sortDescFirst: true,
        cell: ({ getValue }) => (
          <span className="font-semibold whitespace-nowrap tabular-nums">{formatMoney(getValue())}</span>
        ),
      }),
      column.accessor('joursDeRetard', {
        id: 'jours',
        meta: { label: t.list.columns.jours },
        sortDescFirst: true,
        cell: ({ getValue }) => (
          <Badge variant={BUCKET_BADGES[bucketOf(getValue())]}>{t.list.days(getValue())}</Badge>
        ),
      }),
      column.accessor((r) => r.dernierRappel?.le ?? '', {
        id: 'rappel',
        meta: { label: t.list.columns.rappel },
        cell: ({ row }) => <LastReminder retard={row.original} />,
      }),
      ...(canRemind
        ? [
            column.display({
              id: 'actions',
              meta: { label: t.list.columns.actions },
              cell: ({ row }) => <RemindCell retard={row.original} today={today} />,
            }),
          ]
        : []),
    ],
    [canRemind, today],
  );

  return (
    <section aria-labelledby="recouvrement-retards" className="flex flex-col gap-4">
      <h2 id="recouvrement-retards" className="text-xl font-bold text-stone-900">
        {t.list.heading}
      </h2>
      <ListFilters list={listParams}>
        <TextField name="q" type="search" label={t.filters.search} defaultValue={filters.q ?? ''} />
        <FilterSelect
          name="anciennete"
          label={t.filters.anciennete}
          values={BUCKETS}
          labelOf={(bucket) => t.buckets[bucket]}
          defaultValue={filters.anciennete}
        />
        <FilterSelect
          name="rappel"
          label={t.filters.rappel}
          values={RAPPEL_FILTERS}
          labelOf={(value) => (value === 'jamais' ? t.filters.rappelJamais : t.filters.rappelSept)}
          defaultValue={filters.rappel}
        />
      </ListFilters>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="font-semibold text-stone-800">
          {shown && t.list.summary(shown.length, formatMoney(total))}
        </p>
        <Button
          variant="secondary"
          size="sm"
          disabled={!shown || shown.length === 0}
          onClick={() => shown && exportCsv(shown, today)}
        >
          <Download aria-hidden="true" className="size-4" />
          {t.exportCsv}
        </Button>
      </div>
      <DataTable
        caption={t.list.caption}
        columns={columns}
        data={pageRows}
        getRowId={(r) => r.reservationId}
        loading={loading}
        empty={retards && retards.length > 0 ? t.list.noMatch : t.list.none}
        sort={listParams.sort}
        onSortChange={listParams.onSortChange}
        pagination={shown && pages > 1 ? { page: current, pages, total: shown.length } : undefined}
        onPageChange={listParams.onPageChange}
        texts={admin.table}
        rowHref={(r) => `/admin/reservations/${r.reservationId}`}
      />
    </section>
  );
}

function exportCsv(rows: readonly Retard[], today: string) {
  saveBlob(new Blob([retardsCsv(rows)], { type: 'text/csv;charset=utf-8' }), t.exportName(today));
}

function LastReminder({ retard }: { retard: Retard }) {
  const rappel = retard.dernierRappel;
  if (!rappel) return <span className="text-stone-700">{t.list.never}</span>;
  return (
    <div className="flex flex-col">
      <span className="whitespace-nowrap">{formatDateLong(rappel.le)}</span>
      <span className="text-stone-600">{rappel.canaux.map((canal) => t.canaux[canal]).join(', ')}</span>
    </div>
  );
}

/**
 * 'Relancer' (ADMIN): one click sends one reminder. Clicks while it goes do nothing (the ref guards
 * the instant before the button is disabled), and once sent the row says so at once, before the
 * desk's refetch brings the reminder's date; only a refusal gives the button back.
 */
function RemindCell({ retard, today }: { retard: Retard; today: string }) {
  const send = useSendRappel();
  const sending = useRef(false);
  const [sent, setSent] = useState(false);
  if (sent || (retard.dernierRappel && lubumbashiDay(retard.dernierRappel.le) === today)) {
    return <span className="text-sm font-medium whitespace-nowrap text-primary-800">{t.remindedToday}</span>;
  }
  async function remind() {
    if (sending.current) return;
    sending.current = true;
    try {
      const { message } = await send.mutateAsync(retard.reservationId);
      setSent(true);
      toast.success(message ?? t.reminded);
    } catch (failure) {
      sending.current = false;
      toast.error(failure instanceof Error ? failure.message : String(failure));
    }
  }
  return (
    // While it goes: disabled, with the spinner beside the same word (the name stays the one read).
    <Button
      variant="secondary"
      size="xs"
      aria-label={t.remindLabel(retard.acheteur.nom, retard.reference)}
      pending={send.isPending}
      onClick={() => void remind()}
    >
      {!send.isPending && <BellRing aria-hidden="true" className="size-4" />}
      {t.remind}
    </Button>
  );
}
