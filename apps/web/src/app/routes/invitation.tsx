import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { AuthPage } from '../../features/auth/components/auth-page';
import { FormPlaceholder } from '../../features/auth/components/form-placeholder';
import { auth as frAuth } from '../../i18n/fr/auth';
import { lazyPart } from '../../lib/lazy-part';

// The form's validation code follows the page (ADR 027).
const AcceptInvitationForm = lazyPart(() =>
  import('../../features/auth/components/accept-invitation-form').then((m) => m.AcceptInvitationForm),
);
AcceptInvitationForm.preload();

/** ADR 012: the page the staff invitation mail links to, `/invitation?token=…`. */
export function InvitationRoute() {
  const [searchParams] = useSearchParams();
  return (
    <AuthPage heading={frAuth.invitation.heading} intro={frAuth.invitation.intro}>
      <Suspense fallback={<FormPlaceholder fields={3} />}>
        <AcceptInvitationForm token={searchParams.get('token')?.trim() ?? ''} />
      </Suspense>
    </AuthPage>
  );
}
