import { useSearchParams } from 'react-router';
import { AuthPage } from '../../features/auth/components/auth-page';
import { VerifyEmailStatus } from '../../features/auth/components/verify-email-status';
import { fr } from '../../i18n/fr';

/** Spec §2: the page the verification mail links to, `/verify-email?token=…`. */
export function VerifyEmailRoute() {
  const [searchParams] = useSearchParams();
  return (
    <AuthPage heading={fr.auth.verifyEmail.heading}>
      <VerifyEmailStatus token={searchParams.get('token')?.trim() ?? ''} />
    </AuthPage>
  );
}
