import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import type { User } from '@parcelles/shared/contracts/auth';
import { TOKEN_REFRESH_THRESHOLD_S } from '@parcelles/shared/domain';
import { fr } from '../../../i18n/fr';
import { ApiError } from '../../../lib/api-client';
import { removeUserQueries } from '../../../lib/query-client';
import {
  SessionContext,
  clearSession,
  getStoredToken,
  hasStoredSession,
  onUnauthorized,
  storeUser,
  useIsAuthenticated,
  useStoredToken,
  type Session,
} from '../../../lib/session';
import { getConfirmedProfile, getProfileQuery } from '../api/get-profile';
import { logout } from '../api/logout';
import { tokenExpiry } from '../utils/token-expiry';

/** Spec §8: a 401 sends the visitor to /login, except from the two screens that handle it themselves. */
const NO_REDIRECT_PATHS = ['/login', '/register'];
/** How often the token's remaining life is checked; well inside the 300 s window of spec §9. */
const EXPIRY_CHECK_INTERVAL_MS = 60_000;

/**
 * Spec §4: the stored session is confirmed with the server; the stored user is replaced by the
 * server's. A token close to its end comes back renewed (see the API client). Only the server's
 * refusal (401) ends the session: a check that cannot reach the server (no network, a timeout, a
 * server error) keeps it, and answers false so that it is made again (issue 23: on mobile data, a
 * dropped connection must not sign the buyer out).
 */
async function refreshProfile(
  queryClient: QueryClient,
  askServer: (queryClient: QueryClient) => Promise<User> = getProfileQuery,
): Promise<boolean> {
  try {
    const user = await askServer(queryClient);
    // Signed out meanwhile (another tab, a 401): nothing to update.
    if (getStoredToken() !== null) storeUser(user);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      clearSession();
      return true;
    }
    return false;
  }
}

/**
 * The session's behaviour (spec §4), around the whole app inside the router: checks the stored
 * session at start, renews the token before it ends, signs out an unreadable token, sends the
 * visitor to /login on a 401, and signs out.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const token = useStoredToken();
  const signedIn = useIsAuthenticated();
  // Nothing stored at start means nothing to check; a later sign-in is fresh from the server.
  const [checked, setChecked] = useState(() => !hasStoredSession());
  // The start-up check could not reach the server: the session stands until it can.
  const [unconfirmed, setUnconfirmed] = useState(false);
  // The token being signed out: signing out lasts while it is still the stored one.
  const [signingOutToken, setSigningOutToken] = useState<string | null>(null);
  const signingOut = token !== null && token === signingOutToken;
  const locationRef = useRef(location);
  const renewalAsked = useRef<string | null>(null);

  useEffect(() => {
    locationRef.current = location;
  });

  useEffect(() => {
    if (checked) return;
    let active = true;
    // Strict mode runs this twice: the query client shares the one request in flight.
    // A protected screen's loader may have made this very check already (app/route-loaders.ts).
    void refreshProfile(queryClient, getConfirmedProfile).then((answered) => {
      if (!active) return;
      // Unanswered, the stored session is used meanwhile (screens show what they have) and checked
      // again once the network is back.
      setChecked(true);
      setUnconfirmed(!answered);
    });
    return () => {
      active = false;
    };
  }, [checked, queryClient]);

  useEffect(() => {
    if (!unconfirmed || token === null) return;
    let active = true;
    const checkAgain = () => {
      void refreshProfile(queryClient).then((answered) => {
        if (active && answered) setUnconfirmed(false);
      });
    };
    window.addEventListener('online', checkAgain);
    document.addEventListener('visibilitychange', checkAgain);
    return () => {
      active = false;
      window.removeEventListener('online', checkAgain);
      document.removeEventListener('visibilitychange', checkAgain);
    };
  }, [unconfirmed, token, queryClient]);

  useEffect(() => {
    if (token === null) return;
    const expiry = tokenExpiry(token);
    if (expiry === null) {
      clearSession();
      return;
    }
    function renewIfEnding() {
      const secondsLeft = (expiry ?? 0) - Date.now() / 1000;
      // Asked once per token: if the server kept it, asking again would not help.
      if (secondsLeft >= TOKEN_REFRESH_THRESHOLD_S || renewalAsked.current === token) return;
      renewalAsked.current = token;
      void refreshProfile(queryClient).then((answered) => {
        // Unanswered (no network): asked again at the next look.
        if (!answered && renewalAsked.current === token) renewalAsked.current = null;
      });
    }
    renewIfEnding();
    // Timers sleep with the device: look again whenever the page comes back to the screen.
    const timer = setInterval(renewIfEnding, EXPIRY_CHECK_INTERVAL_MS);
    document.addEventListener('visibilitychange', renewIfEnding);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', renewIfEnding);
    };
  }, [token, queryClient]);

  useEffect(
    () =>
      onUnauthorized(() => {
        const from = locationRef.current;
        if (NO_REDIRECT_PATHS.includes(from.pathname)) return;
        void navigate('/login', { replace: true, state: { from } });
      }),
    [navigate],
  );

  const signOut = useCallback(async () => {
    setSigningOutToken(getStoredToken());
    try {
      await logout();
    } catch (error) {
      // Spec §4: a failed logout call is only logged; the session ends here all the same.
      console.warn('Déconnexion : le serveur n’a pas pu être prévenu.', error);
    }
    await navigate('/');
  }, [navigate]);

  // The session ends once '/' is on screen: ended any earlier, the guard of the protected page
  // being left would send the user to /login instead.
  const leftForHome = signingOut && location.pathname === '/';
  useEffect(() => {
    if (!leftForHome) return;
    clearSession();
    removeUserQueries(queryClient);
    toast.success(fr.account.signedOut);
  }, [leftForHome, queryClient]);

  const session = useMemo<Session>(
    () => ({ status: signedIn && !checked ? 'checking' : 'ready', signingOut, signOut }),
    [signedIn, checked, signingOut, signOut],
  );

  return <SessionContext value={session}>{children}</SessionContext>;
}
