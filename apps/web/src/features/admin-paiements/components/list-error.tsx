import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { admin } from '../../../i18n/fr/admin';

export function ListError({ message, onRetry }: { message?: string; onRetry: () => void }) {
  return (
    <AlertBox title={admin.common.error}>
      {message && <p>{message}</p>}
      <div>
        <Button variant="dangerOutline" size="sm" onClick={onRetry}>
          {admin.common.retry}
        </Button>
      </div>
    </AlertBox>
  );
}
