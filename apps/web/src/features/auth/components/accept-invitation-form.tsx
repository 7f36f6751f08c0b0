import { acceptInvitationFormSchema } from '@parcelles/shared/contracts/utilisateurs';
import { auth as frAuth } from '../../../i18n/fr/auth';
import { useAcceptInvitation } from '../api/accept-invitation';
import { AlertBox } from '../../../components/ui/alert-box';
import { NewPasswordForm } from './new-password-form';

const t = frAuth.invitation;

/** The invitee chooses their first password with the token of the mailed link; then on to /login. */
export function AcceptInvitationForm({ token }: { token: string }) {
  const accept = useAcceptInvitation();

  if (token === '') {
    return (
      <AlertBox>
        <p>{t.invalidLink}</p>
      </AlertBox>
    );
  }

  return (
    <NewPasswordForm
      token={token}
      schema={acceptInvitationFormSchema}
      mutation={accept}
      texts={t}
      errorLink={{ to: '/login', label: t.toLogin }}
    />
  );
}
