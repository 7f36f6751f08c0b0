import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { AuthPage } from '../../features/auth/components/auth-page';
import { FormPlaceholder } from '../../features/auth/components/form-placeholder';
import { auth as frAuth } from '../../i18n/fr/auth';
import { lazyPart } from '../../lib/lazy-part';

// The form's validation code follows the page (ADR 027).
const ResetPasswordForm = lazyPart(() =>
  import('../../features/auth/components/reset-password-form').then((m) => m.ResetPasswordForm),
);
ResetPasswordForm.preload();

/** DESIGN.md §4: the page the reset mail links to, `/reset-password?token=…`. */
export function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  return (
    <AuthPage heading={frAuth.resetPassword.heading} intro={frAuth.resetPassword.intro}>
      <Suspense fallback={<FormPlaceholder fields={2} />}>
        <ResetPasswordForm token={searchParams.get('token')?.trim() ?? ''} />
      </Suspense>
    </AuthPage>
  );
}
