import { useMemo } from 'react';
import {
  PAIEMENT_METHODES,
  PAIEMENT_STATUTS,
  paymentMethodInfo,
  paymentStatusInfo,
} from '@parcelles/shared/domain';
import { FilterSelect, ListFilters } from '../../../components/admin/list-filters';
import { ServerTable } from '../../../components/admin/server-table';
import { useListParams } from '../../../components/table/use-list-params';
import { TextField } from '../../../components/form/text-field';
import { admin } from '../../../i18n/fr/admin';
import { useAllPaiements } from '../api/get-paiements';
import { paiementColumns } from './paiement-columns';

const t = admin.paiements;
const FILTERS = ['statut', 'methode', 'du', 'au', 'acheteur', 'lot'] as const;
const LIST_OPTIONS = { sortable: false, fixed: { vue: 'tous' } };

/** Every payment, filtered by the query string (status, method, dates, buyer, lot), paged. */
export function PaiementsAll() {
  const listParams = useListParams(FILTERS, LIST_OPTIONS);
  const { filters, page } = listParams;
  const query = useAllPaiements({ ...filters, page });

  const columns = useMemo(() => paiementColumns(), []);

  return (
    <div className="flex flex-col gap-4">
      <ListFilters list={listParams}>
        <FilterSelect
          name="statut"
          label={t.filters.statut}
          values={PAIEMENT_STATUTS}
          labelOf={(statut) => paymentStatusInfo(statut).label}
          defaultValue={filters.statut}
        />
        <FilterSelect
          name="methode"
          label={t.filters.methode}
          values={PAIEMENT_METHODES}
          labelOf={(methode) => paymentMethodInfo(methode).label}
          defaultValue={filters.methode}
        />
        <TextField name="acheteur" label={t.filters.acheteur} defaultValue={filters.acheteur ?? ''} />
        <TextField name="lot" label={t.filters.lot} defaultValue={filters.lot ?? ''} />
        <TextField name="du" type="date" label={t.filters.du} defaultValue={filters.du ?? ''} />
        <TextField name="au" type="date" label={t.filters.au} defaultValue={filters.au ?? ''} />
      </ListFilters>
      <ServerTable
        list={listParams}
        query={query}
        onRetry={() => void query.refetch()}
        caption={t.allCaption}
        columns={columns}
        data={query.data?.paiements}
        getRowId={(p) => p.id}
        rowHref={(p) => `/admin/paiements/${p.id}`}
        empty={t.allEmpty}
      />
    </div>
  );
}
