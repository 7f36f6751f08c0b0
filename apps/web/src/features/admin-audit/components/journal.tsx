import {
  AUDIT_ACTIONS,
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITES,
  AUDIT_ENTITE_LABELS,
} from '@parcelles/shared/domain';
import { auditColumns } from '../../../components/admin/audit-columns';
import { TextField } from '../../../components/form/text-field';
import { FilterSelect, ListFilters } from '../../../components/admin/list-filters';
import { ServerTable } from '../../../components/admin/server-table';
import { useListParams } from '../../../components/table/use-list-params';
import { admin } from '../../../i18n/fr/admin';
import { useAudit } from '../api/get-audit';

const t = admin.audit;
// The query string speaks the API's names, so a link from elsewhere (?entite=reservation&entiteId=…,
// ?acteurId=…) works; people search an author by name or e-mail (`acteur`).
const FILTERS = ['acteur', 'acteurId', 'entite', 'entiteId', 'action', 'dateDebut', 'dateFin'] as const;
const columns = auditColumns({ linkPayments: true });
const LIST_OPTIONS = { sortable: false };

/** /admin/journal (admins): who did what, filtered by the query string, paged by the server. */
export function Journal() {
  const listParams = useListParams(FILTERS, LIST_OPTIONS);
  const { filters, page } = listParams;
  const query = useAudit({ ...filters, page });

  return (
    <div className="flex flex-col gap-4">
      <ListFilters list={listParams}>
        <TextField
          name="acteur"
          label={t.filters.acteur}
          maxLength={100}
          defaultValue={filters.acteur ?? ''}
        />
        <FilterSelect
          name="entite"
          label={t.filters.entite}
          values={AUDIT_ENTITES}
          labelOf={(entite) => AUDIT_ENTITE_LABELS[entite]}
          defaultValue={filters.entite}
        />
        <FilterSelect
          name="action"
          label={t.filters.action}
          values={AUDIT_ACTIONS}
          labelOf={(action) => AUDIT_ACTION_LABELS[action]}
          defaultValue={filters.action}
        />
        <TextField name="dateDebut" type="date" label={t.filters.du} defaultValue={filters.dateDebut ?? ''} />
        <TextField name="dateFin" type="date" label={t.filters.au} defaultValue={filters.dateFin ?? ''} />
        {filters.entiteId && <input type="hidden" name="entiteId" value={filters.entiteId} />}
        {filters.acteurId && <input type="hidden" name="acteurId" value={filters.acteurId} />}
      </ListFilters>
      <ServerTable
        list={listParams}
        query={query}
        onRetry={() => void query.refetch()}
        caption={t.caption}
        columns={columns}
        data={query.data?.evenements}
        getRowId={(e) => String(e.id)}
        empty={t.empty}
      />
    </div>
  );
}
