import {
  AUDIT_ACTIONS,
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITES,
  AUDIT_ENTITE_LABELS,
} from '@parcelles/shared/domain';
import { auditColumns } from '../../../components/admin/audit-columns';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { ListFilters } from '../../../components/admin/list-filters';
import { ServerTable } from '../../../components/admin/server-table';
import { useListParams } from '../../../components/table/use-list-params';
import { admin } from '../../../i18n/fr/admin';
import { useAudit } from '../api/get-audit';

const t = admin.audit;
// The query string speaks the API's names, so a link from elsewhere (?entite=reservation&entiteId=…) works.
const FILTERS = ['acteurId', 'entite', 'entiteId', 'action', 'dateDebut', 'dateFin'] as const;
const columns = auditColumns({ linkPayments: true });
const LIST_OPTIONS = { sortable: false };

const ENTITE_OPTIONS = [
  { value: '', label: admin.common.all },
  ...AUDIT_ENTITES.map((entite) => ({ value: entite, label: AUDIT_ENTITE_LABELS[entite] })),
];
const ACTION_OPTIONS = [
  { value: '', label: admin.common.all },
  ...AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] })),
];

/** /admin/journal (admins): who did what, filtered by the query string, paged by the server. */
export function Journal() {
  const listParams = useListParams(FILTERS, LIST_OPTIONS);
  const { filters, page } = listParams;
  const query = useAudit({ ...filters, page });

  return (
    <div className="flex flex-col gap-4">
      <ListFilters list={listParams}>
        <TextField name="acteurId" label={t.filters.acteur} defaultValue={filters.acteurId ?? ''} />
        <SelectField
          name="entite"
          label={t.filters.entite}
          options={ENTITE_OPTIONS}
          defaultValue={filters.entite ?? ''}
        />
        <SelectField
          name="action"
          label={t.filters.action}
          options={ACTION_OPTIONS}
          defaultValue={filters.action ?? ''}
        />
        <TextField name="dateDebut" type="date" label={t.filters.du} defaultValue={filters.dateDebut ?? ''} />
        <TextField name="dateFin" type="date" label={t.filters.au} defaultValue={filters.dateFin ?? ''} />
        {filters.entiteId && <input type="hidden" name="entiteId" value={filters.entiteId} />}
      </ListFilters>
      <ServerTable
        error={query.error}
        onRetry={() => void query.refetch()}
        caption={t.caption}
        columns={columns}
        data={query.data?.evenements}
        getRowId={(e) => String(e.id)}
        loading={query.isFetching}
        empty={t.empty}
        pagination={query.data?.pagination}
        onPageChange={listParams.onPageChange}
      />
    </div>
  );
}
