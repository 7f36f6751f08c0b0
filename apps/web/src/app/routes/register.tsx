import { Suspense, useState } from 'react';
import { Navigate } from 'react-router';
import { AuthPage } from '../../features/auth/components/auth-page';
import { FormPlaceholder } from '../../features/auth/components/form-placeholder';
import { RegisterSuccess } from '../../features/auth/components/register-success';
import { auth as frAuth } from '../../i18n/fr/auth';
import { lazyPart } from '../../lib/lazy-part';
import { useIsAuthenticated } from '../../lib/session';

// As on the sign-in page, the form's validation code follows the page (ADR 027).
const RegisterForm = lazyPart(() =>
  import('../../features/auth/components/register-form').then((m) => m.RegisterForm),
);
RegisterForm.preload();

/** Spec §2 Sign up, then its success screen ('Inscription réussie !'). */
export function RegisterRoute() {
  const signedIn = useIsAuthenticated();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  if (registeredEmail !== null) {
    return (
      <AuthPage heading={frAuth.register.successHeading} announce>
        <RegisterSuccess email={registeredEmail} />
      </AuthPage>
    );
  }
  // Someone signed in already has an account.
  if (signedIn) return <Navigate to="/" replace />;
  return (
    <AuthPage heading={frAuth.register.heading} intro={frAuth.register.intro}>
      <Suspense fallback={<FormPlaceholder fields={6} />}>
        <RegisterForm onRegistered={setRegisteredEmail} />
      </Suspense>
    </AuthPage>
  );
}
