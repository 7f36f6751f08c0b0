import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { CompteEncaissement } from '@parcelles/shared/contracts/releves';
import { LIGNE_STATUT_INFO } from '@parcelles/shared/domain';
import { FilterSelect, ListFilters } from '../../../components/admin/list-filters';
import { ServerTable } from '../../../components/admin/server-table';
import { TextField } from '../../../components/form/text-field';
import { useListParams, type ListParamsOptions } from '../../../components/table/use-list-params';
import { adminReleves } from '../../../i18n/fr/admin-releves';
import { useLignes } from '../api/get-lignes';
import { LIGNES_SECTION_ID, statutOf } from '../lib/lignes-params';
import { ligneColumns } from './ligne-columns';
import { StatutTabs } from './statut-tabs';

const t = adminReleves.lignes;
const FILTERS = ['compteId', 'q', 'du', 'au'] as const;

/**
 * The statement lines (issue 26): a tab per status with its count (what waits first), filters
 * by account, text and days, all kept in the address; each waiting credit assigned or set aside,
 * each matched proof validated, from its row.
 */
export function LignesSection({ comptes }: { comptes: readonly CompteEncaissement[] | undefined }) {
  const [params] = useSearchParams();
  const statut = statutOf(params.get('statut'));
  const listOptions = useMemo(
    (): ListParamsOptions => ({ sortable: false, fixed: params.has('statut') ? { statut } : {} }),
    [params, statut],
  );
  const listParams = useListParams(FILTERS, listOptions);
  const { filters, page } = listParams;
  const query = useLignes({ ...filters, statut, page });
  const columns = useMemo(() => ligneColumns(statut), [statut]);
  const filtered = FILTERS.some((name) => filters[name] !== undefined);
  const comptesById = new Map((comptes ?? []).map((c) => [c.id, c.nom]));

  return (
    <section
      aria-labelledby={`${LIGNES_SECTION_ID}-heading`}
      id={LIGNES_SECTION_ID}
      className="flex min-w-0 flex-col gap-4"
    >
      <h2 id={`${LIGNES_SECTION_ID}-heading`} className="text-xl font-bold text-stone-900">
        {t.heading}
      </h2>
      <StatutTabs current={statut} compteurs={query.data?.compteurs} />
      {/* Drawn again once the accounts arrive, so an address's account shows as chosen. */}
      <ListFilters list={{ ...listParams, formKey: `${listParams.formKey}|${comptes ? 'comptes' : ''}` }}>
        <FilterSelect
          name="compteId"
          label={t.filters.compte}
          values={[...comptesById.keys()]}
          labelOf={(id) => comptesById.get(id) ?? id}
          defaultValue={filters.compteId}
        />
        <TextField
          name="q"
          type="search"
          label={t.filters.q}
          hint={t.filters.qHint}
          defaultValue={filters.q ?? ''}
        />
        <TextField name="du" type="date" label={t.filters.du} defaultValue={filters.du ?? ''} />
        <TextField name="au" type="date" label={t.filters.au} defaultValue={filters.au ?? ''} />
      </ListFilters>
      <ServerTable
        list={listParams}
        query={query}
        onRetry={() => void query.refetch()}
        caption={t.caption(LIGNE_STATUT_INFO[statut].label)}
        columns={columns}
        data={query.data?.lignes}
        getRowId={(ligne) => ligne.id}
        empty={filtered ? t.noMatch : t.empty[statut]}
      />
    </section>
  );
}
