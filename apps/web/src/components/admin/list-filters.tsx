import type { ReactNode } from 'react';
import { SelectField } from '../form/select-field';
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

/**
 * A filter of a list that picks one of `values` (each named by `labelOf`) or, first, any of them
 * ('Tous' unless `anyLabel` says otherwise): the empty value, which the query string leaves out.
 */
export function FilterSelect<V extends string>({
  name,
  label,
  values,
  labelOf,
  anyLabel = admin.common.all,
  defaultValue,
}: {
  name: string;
  label: string;
  values: readonly V[];
  labelOf: (value: V) => string;
  anyLabel?: string;
  /** The query string's value, if any. */
  defaultValue: string | undefined;
}) {
  const options = [
    { value: '', label: anyLabel },
    ...values.map((value) => ({ value, label: labelOf(value) })),
  ];
  return <SelectField name={name} label={label} options={options} defaultValue={defaultValue ?? ''} />;
}
