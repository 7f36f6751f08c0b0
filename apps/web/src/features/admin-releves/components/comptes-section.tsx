import { useId, useState } from 'react';
import { Plus } from 'lucide-react';
import type { CompteEncaissement } from '@parcelles/shared/contracts/releves';
import { ListError } from '../../../components/admin/list-error';
import { DataTable } from '../../../components/table/data-table';
import { Button } from '../../../components/ui/button';
import { admin } from '../../../i18n/fr/admin';
import { adminReleves } from '../../../i18n/fr/admin-releves';
import { compteColumns } from './compte-columns';
import { CompteForm } from './compte-form';

const t = adminReleves.comptes;
const COLUMNS = compteColumns();

/** The company's accounts (issue 26): what their statements cover and what waits; a new one. */
export function ComptesSection({
  query,
}: {
  query: {
    data: CompteEncaissement[] | undefined;
    error: Error | null;
    isFetching: boolean;
    refetch: () => unknown;
  };
}) {
  const id = useId();
  const [adding, setAdding] = useState(false);
  const none = query.data?.length === 0;
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-xl font-bold text-stone-900">
          {t.heading}
        </h2>
        {!adding && (
          <Button size="sm" variant={none ? 'primary' : 'secondary'} onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {adminReleves.compteForm.open}
          </Button>
        )}
      </div>
      {adding && <CompteForm onDone={() => setAdding(false)} />}
      {query.error ? (
        <ListError message={query.error.message} onRetry={() => void query.refetch()} />
      ) : (
        <DataTable
          caption={t.caption}
          columns={COLUMNS}
          data={query.data}
          getRowId={(compte) => compte.id}
          loading={query.isFetching && !query.data}
          empty={t.empty}
          texts={admin.table}
        />
      )}
    </section>
  );
}
