import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { Link, useSearchParams } from 'react-router';
import { UserPlus } from 'lucide-react';
import { UTILISATEUR_ETATS, type Utilisateur } from '@parcelles/shared/contracts/utilisateurs';
import { ROLES, roleLabel } from '@parcelles/shared/domain';
import { formatDateLong } from '@parcelles/shared/format';
import { LINK_CLASS } from '../../../components/form/field-styles';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { DataTable, type DataTableSort } from '../../../components/table/data-table';
import { FilterForm, readFilters } from '../../../components/table/filter-form';
import { AlertBox } from '../../../components/ui/alert-box';
import { ButtonLink } from '../../../components/ui/button-link';
import { admin } from '../../../i18n/fr/admin';
import { adminUtilisateurs as t } from '../../../i18n/fr/admin-utilisateurs';
import { useAdminUtilisateurs } from '../api/utilisateurs';
import { EtatBadges, RoleBadge } from './utilisateur-cells';

const column = createColumnHelper<Utilisateur>();
const FILTERS = ['search', 'role', 'etat'] as const;
const ROLE_OPTIONS = [
  { value: '', label: admin.common.all },
  ...ROLES.map((role) => ({ value: role, label: roleLabel(role) })),
];
const ETAT_OPTIONS = [
  { value: '', label: admin.common.all },
  ...UTILISATEUR_ETATS.map((etat) => ({ value: etat, label: t.etats[etat] })),
];

/** Every account, searched, filtered, sorted and paged by the server from the query string. */
export function UtilisateursList() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params, FILTERS);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const tri = params.get('tri') ?? undefined;
  const ordre = params.get('ordre') === 'desc' ? 'desc' : 'asc';
  const query = useAdminUtilisateurs({ ...filters, tri, ordre: tri ? ordre : undefined, page });
  const sort: DataTableSort | null = tri ? { id: tri, desc: ordre === 'desc' } : null;

  const columns = useMemo(
    () => [
      // The ids are the API's sort names (tri).
      column.accessor('nom', {
        meta: { label: t.columns.nom, cardTitle: true },
        cell: ({ row }) => (
          <Link
            to={`/admin/utilisateurs/${row.original.id}`}
            aria-label={t.open(row.original.nom)}
            className={LINK_CLASS}
          >
            {row.original.nom}
          </Link>
        ),
      }),
      column.accessor('email', {
        meta: { label: t.columns.email },
        cell: ({ getValue }) => <span className="break-all">{getValue()}</span>,
      }),
      column.accessor('telephone', {
        meta: { label: t.columns.telephone },
        enableSorting: false,
        cell: ({ getValue }) => getValue() ?? admin.common.none,
      }),
      column.accessor('role', {
        meta: { label: t.columns.role },
        enableSorting: false,
        cell: ({ getValue }) => <RoleBadge role={getValue()} />,
      }),
      column.accessor('actif', {
        id: 'etat',
        meta: { label: t.columns.etat },
        enableSorting: false,
        cell: ({ row }) => <EtatBadges utilisateur={row.original} />,
      }),
      column.accessor('dateCreation', {
        meta: { label: t.columns.dateCreation },
        cell: ({ getValue }) => formatDateLong(getValue()),
      }),
      column.accessor('derniereConnexion', {
        meta: { label: t.columns.derniereConnexion },
        cell: ({ getValue }) => {
          const value = getValue();
          return value ? formatDateLong(value, { withTime: true }) : t.never;
        },
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

  return (
    <div className="flex flex-col gap-4">
      <div>
        <ButtonLink to="/admin/utilisateurs/inviter" variant="primary" size="md">
          <UserPlus aria-hidden="true" className="size-4" />
          {t.invite}
        </ButtonLink>
      </div>
      <FilterForm
        key={params.toString()}
        label={admin.common.filters}
        applyLabel={admin.common.apply}
        clearLabel={admin.common.clear}
        onApply={(values) => setParams({ ...values, ...(tri ? { tri, ordre } : {}) })}
        onClear={() => setParams({})}
      >
        <TextField name="search" type="search" label={t.filters.search} defaultValue={filters.search ?? ''} />
        <SelectField
          name="role"
          label={t.filters.role}
          options={ROLE_OPTIONS}
          defaultValue={filters.role ?? ''}
        />
        <SelectField
          name="etat"
          label={t.filters.etat}
          options={ETAT_OPTIONS}
          defaultValue={filters.etat ?? ''}
        />
      </FilterForm>
      {query.isError ? (
        <AlertBox title={admin.common.error}>
          <p>{query.error.message}</p>
        </AlertBox>
      ) : (
        <DataTable
          caption={t.caption}
          columns={columns}
          data={query.data?.utilisateurs}
          getRowId={(u) => u.id}
          loading={query.isFetching}
          empty={t.empty}
          sort={sort}
          onSortChange={onSortChange}
          pagination={query.data?.pagination}
          onPageChange={(next) => update((p) => p.set('page', String(next)))}
          texts={admin.table}
        />
      )}
    </div>
  );
}
