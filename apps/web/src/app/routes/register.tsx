import { useState } from 'react';
import { Navigate } from 'react-router';
import { AuthPage } from '../../features/auth/components/auth-page';
import { RegisterForm } from '../../features/auth/components/register-form';
import { RegisterSuccess } from '../../features/auth/components/register-success';
import { fr } from '../../i18n/fr';
import { useIsAuthenticated } from '../../lib/session';

/** Spec §2 Sign up, then its success screen ('Inscription réussie !'). */
export function RegisterRoute() {
  const signedIn = useIsAuthenticated();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  if (registeredEmail !== null) {
    return (
      <AuthPage heading={fr.auth.register.successHeading} announce>
        <RegisterSuccess email={registeredEmail} />
      </AuthPage>
    );
  }
  // Someone signed in already has an account.
  if (signedIn) return <Navigate to="/" replace />;
  return (
    <AuthPage heading={fr.auth.register.heading} intro={fr.auth.register.intro}>
      <RegisterForm onRegistered={setRegisteredEmail} />
    </AuthPage>
  );
}
