import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  PAIEMENT_METHODES,
  PAIEMENT_STATUTS,
  paymentMethodInfo,
  paymentStatusInfo,
} from '@parcelles/shared/domain';
import { DataTable } from '../../../components/table/data-table';
import { FilterForm, readFilters } from '../../../components/table/filter-form';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { admin } from '../../../i18n/fr/admin';
import { useAllPaiements } from '../api/get-paiements';
import { ListError } from './list-error';
import { paiementColumns } from './paiement-columns';

const t = admin.paiements;
const FILTERS = ['statut', 'methode', 'du', 'au', 'acheteur', 'lot'] as const;

const STATUT_OPTIONS = [
  { value: '', label: admin.common.all },
  ...PAIEMENT_STATUTS.map((statut) => ({ value: statut, label: paymentStatusInfo(statut).label })),
];
const METHODE_OPTIONS = [
  { value: '', label: admin.common.all },
  ...PAIEMENT_METHODES.map((methode) => ({ value: methode, label: paymentMethodInfo(methode).label })),
];

/** Every payment, filtered by the query string (status, method, dates, buyer, lot), paged. */
export function PaiementsAll() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params, FILTERS);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useAllPaiements({ ...filters, page });

  const columns = useMemo(() => paiementColumns(), []);

  return (
    <div className="flex flex-col gap-4">
      <FilterForm
        key={params.toString()}
        label={admin.common.filters}
        applyLabel={admin.common.apply}
        clearLabel={admin.common.clear}
        onApply={(values) => setParams({ vue: 'tous', ...values })}
        onClear={() => setParams({ vue: 'tous' })}
      >
        <SelectField
          name="statut"
          label={t.filters.statut}
          options={STATUT_OPTIONS}
          defaultValue={filters.statut ?? ''}
        />
        <SelectField
          name="methode"
          label={t.filters.methode}
          options={METHODE_OPTIONS}
          defaultValue={filters.methode ?? ''}
        />
        <TextField name="acheteur" label={t.filters.acheteur} defaultValue={filters.acheteur ?? ''} />
        <TextField name="lot" label={t.filters.lot} defaultValue={filters.lot ?? ''} />
        <TextField name="du" type="date" label={t.filters.du} defaultValue={filters.du ?? ''} />
        <TextField name="au" type="date" label={t.filters.au} defaultValue={filters.au ?? ''} />
      </FilterForm>
      {query.isError ? (
        <ListError message={query.error.message} onRetry={() => void query.refetch()} />
      ) : (
        <DataTable
          caption={t.allCaption}
          columns={columns}
          data={query.data?.paiements}
          getRowId={(p) => p.id}
          loading={query.isFetching}
          empty={t.allEmpty}
          pagination={query.data?.pagination}
          onPageChange={(next) =>
            setParams((current) => {
              current.set('page', String(next));
              return current;
            })
          }
          texts={admin.table}
        />
      )}
    </div>
  );
}
