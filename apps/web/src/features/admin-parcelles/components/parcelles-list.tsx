import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import type { Parcelle } from '@parcelles/shared/contracts/parcelles';
import { CATEGORIES, PLOT_STATUTS, categoryInfo, plotStatusInfo } from '@parcelles/shared/domain';
import {
  formatDateLong,
  formatMoney,
  formatPricePerSquareMeter,
  formatSurface,
} from '@parcelles/shared/format';
import { LINK_CLASS } from '../../../components/form/field-styles';
import { TextField } from '../../../components/form/text-field';
import { FilterSelect, ListFilters } from '../../../components/admin/list-filters';
import { ServerTable } from '../../../components/admin/server-table';
import { useListParams } from '../../../components/table/use-list-params';
import { CategoryBadge, StatusBadge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button-link';
import { admin } from '../../../i18n/fr/admin';
import { adminParcelles } from '../../../i18n/fr/admin-parcelles';
import { useAdminParcelles, type AdminParcellesQuery } from '../api/get-admin-parcelles';
import { ExportMenu } from './export-menu';
import { ImportLink } from './import-page';

const t = adminParcelles.list;
const column = createColumnHelper<Parcelle>();
/** The query string's filter names, the same as GET /parcelles's. */
export const PLOT_FILTERS = [
  'search',
  'statut',
  'categorie',
  'numeroLot',
  'minPrix',
  'maxPrix',
  'minSurface',
  'maxSurface',
] as const;

/**
 * The catalogue for staff: searched, filtered, sorted and paged by the server from the query
 * string (so a link or Back shows the same view), with the catalogue's other tools: export of
 * the filtered set, import.
 */
export function ParcellesList() {
  const listParams = useListParams(PLOT_FILTERS);
  const { filters } = listParams;
  // The filters, sort and page of the list, as GET /parcelles takes them.
  const request: AdminParcellesQuery = {
    ...filters,
    sort: listParams.tri,
    ordre: listParams.ordre,
    page: listParams.page,
  };
  const query = useAdminParcelles(request);

  const columns = useMemo(
    () => [
      column.accessor('numeroLot', {
        meta: { label: t.columns.lot, cardTitle: true },
        cell: ({ row }) => (
          <Link
            to={`/admin/parcelles/${row.original.id}`}
            aria-label={t.open(row.original.numeroLot)}
            className={LINK_CLASS}
          >
            {row.original.numeroLot}
          </Link>
        ),
      }),
      column.accessor('statut', {
        meta: { label: t.columns.statut },
        cell: ({ getValue }) => <StatusBadge statut={getValue()} />,
      }),
      column.accessor('categorie', {
        meta: { label: t.columns.categorie },
        enableSorting: false,
        cell: ({ getValue }) => <CategoryBadge categorie={getValue()} />,
      }),
      column.accessor('surface', {
        meta: { label: t.columns.surface },
        cell: ({ getValue }) => <span className="whitespace-nowrap">{formatSurface(getValue())}</span>,
      }),
      column.accessor('prix', {
        meta: { label: t.columns.prix },
        cell: ({ getValue }) => <span className="whitespace-nowrap">{formatMoney(getValue())}</span>,
      }),
      column.display({
        id: 'prixM2',
        meta: { label: t.columns.prixM2 },
        cell: ({ row }) =>
          formatPricePerSquareMeter(row.original.prix, row.original.surface) || admin.common.none,
      }),
      column.display({
        id: 'photos',
        meta: { label: t.columns.photos },
        cell: ({ row }) => <PhotosCell parcelle={row.original} />,
      }),
      column.accessor('updatedAt', {
        meta: { label: t.columns.updatedAt },
        enableSorting: false,
        cell: ({ getValue }) => formatDateLong(getValue()),
      }),
    ],
    [],
  );

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <ButtonLink to="/admin/parcelles/nouvelle" size="md">
          <Plus aria-hidden="true" className="size-5" />
          {t.create}
        </ButtonLink>
        <div role="group" aria-label={t.tools} className="flex flex-wrap items-center gap-3">
          <ExportMenu filters={{ ...request }} />
          <ImportLink />
        </div>
      </div>
      <ListFilters list={listParams}>
        <TextField name="search" type="search" label={t.filters.search} defaultValue={filters.search ?? ''} />
        <FilterSelect
          name="statut"
          label={t.filters.statut}
          values={PLOT_STATUTS}
          labelOf={(statut) => plotStatusInfo(statut).label}
          defaultValue={filters.statut}
        />
        <FilterSelect
          name="categorie"
          label={t.filters.categorie}
          values={CATEGORIES}
          labelOf={(categorie) => categoryInfo(categorie).label}
          anyLabel={t.filters.allCategories}
          defaultValue={filters.categorie}
        />
        <TextField
          name="numeroLot"
          label={t.filters.lot}
          placeholder={t.filters.lotPlaceholder}
          defaultValue={filters.numeroLot ?? ''}
        />
        <TextField
          name="minPrix"
          type="number"
          min={0}
          inputMode="decimal"
          label={t.filters.minPrix}
          defaultValue={filters.minPrix ?? ''}
        />
        <TextField
          name="maxPrix"
          type="number"
          min={0}
          inputMode="decimal"
          label={t.filters.maxPrix}
          defaultValue={filters.maxPrix ?? ''}
        />
        <TextField
          name="minSurface"
          type="number"
          min={0}
          inputMode="decimal"
          label={t.filters.minSurface}
          defaultValue={filters.minSurface ?? ''}
        />
        <TextField
          name="maxSurface"
          type="number"
          min={0}
          inputMode="decimal"
          label={t.filters.maxSurface}
          defaultValue={filters.maxSurface ?? ''}
        />
      </ListFilters>
      <ServerTable
        list={listParams}
        query={query}
        caption={t.caption}
        columns={columns}
        data={query.data?.parcelles}
        getRowId={(p) => p.id}
        rowHref={(p) => `/admin/parcelles/${p.id}`}
        empty={t.empty}
      />
    </div>
  );
}

/** The cover at card size (its smallest srcset entry) and the count, or 'Aucune'. */
function PhotosCell({ parcelle }: { parcelle: Parcelle }) {
  const cover = parcelle.photos[0];
  const count = parcelle.photos.length || parcelle.images.length;
  if (!cover) return <span className="text-stone-600">{t.photos(count)}</span>;
  return (
    <span className="flex items-center gap-2">
      <img
        src={cover.url}
        srcSet={cover.srcset}
        sizes="48px"
        alt={t.coverAlt(parcelle.numeroLot)}
        width={48}
        height={48}
        loading="lazy"
        decoding="async"
        className="size-12 shrink-0 rounded-md object-cover ring-1 ring-stone-200"
      />
      <span className="whitespace-nowrap">{t.photos(count)}</span>
    </span>
  );
}
