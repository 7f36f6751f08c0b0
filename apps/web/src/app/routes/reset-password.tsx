import { useSearchParams } from 'react-router';
import { AuthPage } from '../../features/auth/components/auth-page';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { fr } from '../../i18n/fr';

/** DESIGN.md §4: the page the reset mail links to, `/reset-password?token=…`. */
export function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  return (
    <AuthPage heading={fr.auth.resetPassword.heading} intro={fr.auth.resetPassword.intro}>
      <ResetPasswordForm token={searchParams.get('token')?.trim() ?? ''} />
    </AuthPage>
  );
}
