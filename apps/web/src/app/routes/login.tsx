import { Suspense } from 'react';
import { Navigate, useLocation, type Location } from 'react-router';
import { AuthPage } from '../../features/auth/components/auth-page';
import { FormPlaceholder } from '../../features/auth/components/form-placeholder';
import { auth as frAuth } from '../../i18n/fr/auth';
import { lazyPart } from '../../lib/lazy-part';
import { useIsAuthenticated } from '../../lib/session';

// The form carries the validation library and the contracts' schemas: the page shows and hydrates
// without them (ADR 027).
const LoginForm = lazyPart(() =>
  import('../../features/auth/components/login-form').then((m) => m.LoginForm),
);
LoginForm.preload();

/** Where the guard (or a 'Réserver' button) was going before being sent here, or home. */
function returnPath(state: unknown): string {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  if (!from?.pathname || from.pathname === '/login') return '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/**
 * Spec §2 Sign in. Once signed in (now, or already) the user goes back to the page they came
 * from, replacing this one in the history so Back does not return to the form.
 */
export function LoginRoute() {
  const location = useLocation();
  const signedIn = useIsAuthenticated();

  if (signedIn) return <Navigate to={returnPath(location.state)} replace />;
  return (
    <AuthPage heading={frAuth.login.heading} intro={frAuth.login.intro}>
      <Suspense fallback={<FormPlaceholder fields={2} />}>
        <LoginForm />
      </Suspense>
    </AuthPage>
  );
}
