import { AlertBox } from '../ui/alert-box';
import { Button } from '../ui/button';
import { DataTable, type DataTableProps } from '../table/data-table';
import { admin } from '../../i18n/fr/admin';

/**
 * A back office list paged by the server: its query's error (with Retry when given), or the
 * table with the back office's table texts.
 */
export function ServerTable<T>({
  error,
  onRetry,
  ...table
}: Omit<DataTableProps<T>, 'texts'> & { error: Error | null; onRetry?: () => void }) {
  if (error) {
    return (
      <AlertBox title={admin.common.error}>
        <p>{error.message}</p>
        {onRetry && (
          <div>
            <Button variant="dangerOutline" size="sm" onClick={onRetry}>
              {admin.common.retry}
            </Button>
          </div>
        )}
      </AlertBox>
    );
  }
  return <DataTable {...table} texts={admin.table} />;
}
