import { AuthPage } from '../../features/auth/components/auth-page';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { fr } from '../../i18n/fr';

/** Spec §2: linked from the sign-in form. */
export function ForgotPasswordRoute() {
  return (
    <AuthPage heading={fr.auth.forgotPassword.heading} intro={fr.auth.forgotPassword.intro}>
      <ForgotPasswordForm />
    </AuthPage>
  );
}
