import { Link, useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { acceptInvitationFormSchema } from '@parcelles/shared/contracts/utilisateurs';
import { fr } from '../../../i18n/fr';
import { ApiError } from '../../../lib/api-client';
import { useAcceptInvitation } from '../api/accept-invitation';
import { LINK_CLASS } from '../../../components/form/field-styles';
import { PasswordField } from '../../../components/form/password-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { useZodForm } from '../../../components/form/use-zod-form';
import { AlertBox } from '../../../components/ui/alert-box';

const t = fr.auth.invitation;

/** The invitee chooses their first password with the token of the mailed link; then on to /login. */
export function AcceptInvitationForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const form = useZodForm(acceptInvitationFormSchema, { token, motDePasse: '', confirmation: '' });
  const accept = useAcceptInvitation();

  const submit = form.onSubmit(({ motDePasse }) => {
    accept.mutate(
      { token, motDePasse },
      {
        onSuccess: () => {
          toast.success(t.toast);
          void navigate('/login', { replace: true });
        },
        onError: (error) => {
          if (error instanceof ApiError) form.setServerErrors(error.errors);
        },
      },
    );
  });

  if (token === '') {
    return (
      <AlertBox>
        <p>{t.invalidLink}</p>
      </AlertBox>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      {accept.isError && (
        <AlertBox>
          <p>{accept.error instanceof ApiError ? accept.error.message : t.fallback}</p>
          <Link to="/login" className={LINK_CLASS}>
            {t.toLogin}
          </Link>
        </AlertBox>
      )}
      <PasswordField
        label={t.password}
        autoComplete="new-password"
        hint={fr.auth.register.passwordHint}
        {...form.field('motDePasse', { deps: 'confirmation' })}
      />
      <PasswordField label={t.confirmation} autoComplete="new-password" {...form.field('confirmation')} />
      <SubmitButton pending={accept.isPending} pendingLabel={t.pending}>
        {t.submit}
      </SubmitButton>
    </form>
  );
}
