import type { ReactNode } from 'react';
import { FilterForm } from '../table/filter-form';
import type { useListParams } from '../table/use-list-params';
import { admin } from '../../i18n/fr/admin';

/** A back office list's filter form, showing and setting the list's query string. */
export function ListFilters({
  list,
  children,
}: {
  list: Pick<ReturnType<typeof useListParams>, 'formKey' | 'filterForm'>;
  children: ReactNode;
}) {
  return (
    <FilterForm
      key={list.formKey}
      label={admin.common.filters}
      applyLabel={admin.common.apply}
      clearLabel={admin.common.clear}
      {...list.filterForm}
    >
      {children}
    </FilterForm>
  );
}
