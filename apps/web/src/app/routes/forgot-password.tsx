import { Suspense } from 'react';
import { AuthPage } from '../../features/auth/components/auth-page';
import { FormPlaceholder } from '../../features/auth/components/form-placeholder';
import { auth as frAuth } from '../../i18n/fr/auth';
import { lazyPart } from '../../lib/lazy-part';

// The form's validation code follows the page (ADR 027).
const ForgotPasswordForm = lazyPart(() =>
  import('../../features/auth/components/forgot-password-form').then((m) => m.ForgotPasswordForm),
);
ForgotPasswordForm.preload();

/** Spec §2: linked from the sign-in form. */
export function ForgotPasswordRoute() {
  return (
    <AuthPage heading={frAuth.forgotPassword.heading} intro={frAuth.forgotPassword.intro}>
      <Suspense fallback={<FormPlaceholder fields={1} />}>
        <Suspense fallback={<FormPlaceholder fields={1} />}>
          <ForgotPasswordForm />
        </Suspense>
      </Suspense>
    </AuthPage>
  );
}
