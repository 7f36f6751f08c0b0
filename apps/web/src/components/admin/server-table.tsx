import { DataTable, type DataTablePagination, type DataTableProps } from '../table/data-table';
import type { useListParams } from '../table/use-list-params';
import { admin } from '../../i18n/fr/admin';
import { ListError } from './list-error';

type ServerTableProps<T> = Omit<
  DataTableProps<T>,
  'texts' | 'loading' | 'pagination' | 'sort' | 'onSortChange' | 'onPageChange'
> & {
  /** The list's query: its error, whether it is fetching, and the server's pagination. */
  query: { error: Error | null; isFetching: boolean; data?: { pagination: DataTablePagination } };
  /** The list's sort and page in the query string, as ListFilters takes its filters. */
  list: Pick<ReturnType<typeof useListParams>, 'sort' | 'onSortChange' | 'onPageChange'>;
  onRetry?: () => void;
};

/**
 * A back office list paged by the server: its query's error (with Retry when given), or the
 * table with the back office's table texts, sorted and paged through the query string.
 */
export function ServerTable<T>({ query, list, onRetry, ...table }: ServerTableProps<T>) {
  if (query.error) return <ListError message={query.error.message} onRetry={onRetry} />;
  return (
    <DataTable
      {...table}
      loading={query.isFetching}
      pagination={query.data?.pagination}
      sort={list.sort}
      onSortChange={list.onSortChange}
      onPageChange={list.onPageChange}
      texts={admin.table}
    />
  );
}
