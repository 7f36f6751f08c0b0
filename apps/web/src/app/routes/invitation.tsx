import { useSearchParams } from 'react-router';
import { AcceptInvitationForm } from '../../features/auth/components/accept-invitation-form';
import { AuthPage } from '../../features/auth/components/auth-page';
import { fr } from '../../i18n/fr';

/** ADR 012: the page the staff invitation mail links to, `/invitation?token=…`. */
export function InvitationRoute() {
  const [searchParams] = useSearchParams();
  return (
    <AuthPage heading={fr.auth.invitation.heading} intro={fr.auth.invitation.intro}>
      <AcceptInvitationForm token={searchParams.get('token')?.trim() ?? ''} />
    </AuthPage>
  );
}
