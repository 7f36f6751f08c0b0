import { LogOut } from 'lucide-react';
import { fr } from '../../i18n/fr';
import { useSession } from '../../lib/session';

/** Spec §2: 'Se déconnecter', reading 'Déconnexion...' until the user is back on '/'. */
export function SignOutButton({
  className = '',
  onSignedOut,
}: {
  className?: string;
  onSignedOut?: () => void;
}) {
  const { signingOut, signOut } = useSession();
  return (
    <button
      type="button"
      disabled={signingOut}
      onClick={() => void signOut().then(onSignedOut)}
      className={`flex min-h-11 w-full items-center gap-3 rounded-lg px-3 font-medium text-red-700 transition-colors hover:bg-red-50 focus-visible:outline-3 focus-visible:outline-accent-500 disabled:cursor-wait ${className}`}
    >
      <LogOut aria-hidden="true" className="size-5" />
      {signingOut ? fr.account.signingOut : fr.account.signOut}
    </button>
  );
}
