import { DataTable, type DataTableProps } from '../table/data-table';
import { admin } from '../../i18n/fr/admin';
import { ListError } from './list-error';

/**
 * A back office list paged by the server: its query's error (with Retry when given), or the
 * table with the back office's table texts.
 */
export function ServerTable<T>({
  error,
  onRetry,
  ...table
}: Omit<DataTableProps<T>, 'texts'> & { error: Error | null; onRetry?: () => void }) {
  if (error) return <ListError message={error.message} onRetry={onRetry} />;
  return <DataTable {...table} texts={admin.table} />;
}
