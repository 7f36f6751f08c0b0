import { useSearchParams } from 'react-router';
import { AuthPage } from '../../features/auth/components/auth-page';
import { VerifyEmailStatus } from '../../features/auth/components/verify-email-status';
import { auth as frAuth } from '../../i18n/fr/auth';

/** Spec §2: the page the verification mail links to, `/verify-email?token=…`. */
export function VerifyEmailRoute() {
  const [searchParams] = useSearchParams();
  return (
    <AuthPage heading={frAuth.verifyEmail.heading}>
      <VerifyEmailStatus token={searchParams.get('token')?.trim() ?? ''} />
    </AuthPage>
  );
}
