import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { Link, useSearchParams } from 'react-router';
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
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { DataTable, type DataTableSort } from '../../../components/table/data-table';
import { FilterForm, readFilters } from '../../../components/table/filter-form';
import { AlertBox } from '../../../components/ui/alert-box';
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
const STATUT_OPTIONS = [
  { value: '', label: admin.common.all },
  ...PLOT_STATUTS.map((statut) => ({ value: statut, label: plotStatusInfo(statut).label })),
];
const CATEGORIE_OPTIONS = [
  { value: '', label: t.filters.allCategories },
  ...CATEGORIES.map((categorie) => ({ value: categorie, label: categoryInfo(categorie).label })),
];

/** The filters, sort and page of the list in the query string, as GET /parcelles takes them. */
export function useParcellesQuery(): AdminParcellesQuery {
  const [params] = useSearchParams();
  const tri = params.get('tri') ?? undefined;
  return {
    ...readFilters(params, PLOT_FILTERS),
    sort: tri,
    ordre: tri ? (params.get('ordre') === 'desc' ? 'desc' : 'asc') : undefined,
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

/**
 * The catalogue for staff: searched, filtered, sorted and paged by the server from the query
 * string (so a link or Back shows the same view), with the catalogue's other tools: export of
 * the filtered set, import.
 */
export function ParcellesList() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params, PLOT_FILTERS);
  const query = useParcellesQuery();
  const list = useAdminParcelles(query);
  const sort: DataTableSort | null = query.sort ? { id: query.sort, desc: query.ordre === 'desc' } : null;

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

  function update(change: (next: URLSearchParams) => void) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      change(next);
      return next;
    });
  }

  function onSortChange(next: DataTableSort | null) {
    update((p) => {
      if (next) {
        p.set('tri', next.id);
        p.set('ordre', next.desc ? 'desc' : 'asc');
      } else {
        p.delete('tri');
        p.delete('ordre');
      }
      p.delete('page');
    });
  }

  const keepSort: Record<string, string> = query.sort ? { tri: query.sort, ordre: query.ordre ?? 'asc' } : {};

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <ButtonLink to="/admin/parcelles/nouvelle" size="md">
          <Plus aria-hidden="true" className="size-5" />
          {t.create}
        </ButtonLink>
        <div role="group" aria-label={t.tools} className="flex flex-wrap items-center gap-3">
          <ExportMenu filters={{ ...query }} />
          <ImportLink />
        </div>
      </div>
      <FilterForm
        key={params.toString()}
        label={admin.common.filters}
        applyLabel={admin.common.apply}
        clearLabel={admin.common.clear}
        onApply={(values) => setParams({ ...values, ...keepSort })}
        onClear={() => setParams({})}
      >
        <TextField name="search" type="search" label={t.filters.search} defaultValue={filters.search ?? ''} />
        <SelectField
          name="statut"
          label={t.filters.statut}
          options={STATUT_OPTIONS}
          defaultValue={filters.statut ?? ''}
        />
        <SelectField
          name="categorie"
          label={t.filters.categorie}
          options={CATEGORIE_OPTIONS}
          defaultValue={filters.categorie ?? ''}
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
      </FilterForm>
      {list.isError ? (
        <AlertBox title={admin.common.error}>
          <p>{list.error.message}</p>
        </AlertBox>
      ) : (
        <DataTable
          caption={t.caption}
          columns={columns}
          data={list.data?.parcelles}
          getRowId={(p) => p.id}
          loading={list.isFetching}
          empty={t.empty}
          sort={sort}
          onSortChange={onSortChange}
          pagination={list.data?.pagination}
          onPageChange={(next) => update((p) => p.set('page', String(next)))}
          texts={admin.table}
        />
      )}
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
        loading="lazy"
        decoding="async"
        className="size-12 shrink-0 rounded-md object-cover ring-1 ring-stone-200"
      />
      <span className="whitespace-nowrap">{t.photos(count)}</span>
    </span>
  );
}
