import { Navigate, Outlet, useLocation } from 'react-router';
import type { Role } from '@parcelles/shared/domain';
import { useIsAuthenticated, useStoredRole } from '../lib/session';

/**
 * The one guard of the protected routes (spec §2). A signed-out visitor goes to /login, which
 * receives the page asked for as `from` to return there after signing in. The stored session is
 * read synchronously, so there is nothing to wait for yet: the session provider of the sign-in
 * issue, which checks the token with the server, adds the full-screen spinner here.
 */
export function RequireAuth({ role }: { role?: Role }) {
  const location = useLocation();
  const signedIn = useIsAuthenticated();
  const storedRole = useStoredRole();

  if (!signedIn) return <Navigate to="/login" replace state={{ from: location }} />;
  // A signed-in user without the role has nothing to do there; the server refuses them anyway.
  if (role && storedRole !== role) return <Navigate to="/" replace />;
  return <Outlet />;
}
