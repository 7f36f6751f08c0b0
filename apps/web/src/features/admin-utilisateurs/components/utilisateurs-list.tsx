import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { UserPlus } from 'lucide-react';
import { UTILISATEUR_ETATS, type Utilisateur } from '@parcelles/shared/contracts/utilisateurs';
import { ROLES, roleLabel } from '@parcelles/shared/domain';
import { formatDateLong } from '@parcelles/shared/format';
import { LINK_CLASS } from '../../../components/form/field-styles';
import { TextField } from '../../../components/form/text-field';
import { FilterSelect, ListFilters } from '../../../components/admin/list-filters';
import { ServerTable } from '../../../components/admin/server-table';
import { useListParams } from '../../../components/table/use-list-params';
import { ButtonLink } from '../../../components/ui/button-link';
import { admin } from '../../../i18n/fr/admin';
import { adminUtilisateurs as t } from '../../../i18n/fr/admin-utilisateurs';
import { useAdminUtilisateurs } from '../api/utilisateurs';
import { EtatBadges, RoleBadge } from './utilisateur-cells';

const column = createColumnHelper<Utilisateur>();
const FILTERS = ['search', 'role', 'etat'] as const;

/** Every account, searched, filtered, sorted and paged by the server from the query string. */
export function UtilisateursList() {
  const listParams = useListParams(FILTERS);
  const { filters, tri, ordre, page } = listParams;
  const query = useAdminUtilisateurs({ ...filters, tri, ordre, page });

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
        cell: ({ getValue }) => <span className="wrap-anywhere">{getValue()}</span>,
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

  return (
    <div className="flex flex-col gap-4">
      <div>
        <ButtonLink to="/admin/utilisateurs/inviter" variant="primary" size="md">
          <UserPlus aria-hidden="true" className="size-4" />
          {t.invite}
        </ButtonLink>
      </div>
      <ListFilters list={listParams}>
        <TextField name="search" type="search" label={t.filters.search} defaultValue={filters.search ?? ''} />
        <FilterSelect
          name="role"
          label={t.filters.role}
          values={ROLES}
          labelOf={roleLabel}
          defaultValue={filters.role}
        />
        <FilterSelect
          name="etat"
          label={t.filters.etat}
          values={UTILISATEUR_ETATS}
          labelOf={(etat) => t.etats[etat]}
          defaultValue={filters.etat}
        />
      </ListFilters>
      <ServerTable
        list={listParams}
        query={query}
        caption={t.caption}
        columns={columns}
        data={query.data?.utilisateurs}
        getRowId={(u) => u.id}
        rowHref={(u) => `/admin/utilisateurs/${u.id}`}
        empty={t.empty}
      />
    </div>
  );
}
