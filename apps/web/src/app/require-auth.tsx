import { Navigate, Outlet, useLocation } from 'react-router';
import type { Role } from '@parcelles/shared/domain';
import { FullScreenSpinner } from '../components/ui/full-screen-spinner';
import { useIsAuthenticated, useSession, useStoredRole } from '../lib/session';

/**
 * The one guard of the protected routes (spec §2). While the stored session is being confirmed
 * with the server, the full-screen spinner; a signed-out visitor goes to /login, which receives the
 * page asked for as `from` to return there after signing in.
 */
export function RequireAuth({ role }: { role?: Role }) {
  const location = useLocation();
  const { status } = useSession();
  const signedIn = useIsAuthenticated();
  const storedRole = useStoredRole();

  if (status === 'checking') return <FullScreenSpinner />;
  if (!signedIn) return <Navigate to="/login" replace state={{ from: location }} />;
  // A signed-in user without the role has nothing to do there; the server refuses them anyway.
  if (role && storedRole !== role) return <Navigate to="/" replace />;
  return <Outlet />;
}
