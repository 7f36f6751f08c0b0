import { CalendarCheck } from 'lucide-react';
import { useNavigate } from 'react-router';
import { fr } from '../../../i18n/fr';
import { useIsAuthenticated } from '../../../lib/session';

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
    <button
      type="button"
      onClick={reserve}
      className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg bg-primary-700 px-5 py-3 text-base font-semibold text-white shadow-sm transition-colors hover:bg-primary-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
    >
      <CalendarCheck aria-hidden="true" className="size-5" />
      {fr.parcelle.detail.reserve}
    </button>
  );
}
