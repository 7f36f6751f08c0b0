import { CalendarCheck } from 'lucide-react';
import { useNavigate } from 'react-router';
import { parcelle as frParcelle } from '../../../i18n/fr/parcelle';
import { useIsAuthenticated } from '../../../lib/session';
import { Button } from '../../../components/ui/button';

/**
 * Spec §2: signed out, the visitor signs in first and comes back to this plot's page (not to the
 * reservation form); signed in, straight to the form.
 */
export function ReserveButton({ parcelleId }: { parcelleId: string }) {
  const navigate = useNavigate();
  const signedIn = useIsAuthenticated();

  function reserve() {
    if (signedIn) {
      void navigate(`/reservation/${parcelleId}`);
    } else {
      void navigate('/login', { state: { from: { pathname: `/parcelle/${parcelleId}` } } });
    }
  }

  return (
    <Button onClick={reserve} className="w-full">
      <CalendarCheck aria-hidden="true" className="size-5" />
      {frParcelle.detail.reserve}
    </Button>
  );
}
