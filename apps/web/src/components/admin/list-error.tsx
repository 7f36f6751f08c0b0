import { AlertBox } from '../ui/alert-box';
import { Button } from '../ui/button';
import { admin } from '../../i18n/fr/admin';

/** A back office query's error, its message and (when given) Retry. */
export function ListError({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  return (
    <AlertBox title={admin.common.error}>
      {message && <p>{message}</p>}
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
