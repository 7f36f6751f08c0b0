import { Link, useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { resetPasswordFormSchema } from '@parcelles/shared/contracts/auth';
import { fr } from '../../../i18n/fr';
import { ApiError } from '../../../lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { LINK_CLASS } from '../../../components/form/field-styles';
import { PasswordField } from '../../../components/form/password-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { useZodForm } from '../../../components/form/use-zod-form';
import { AlertBox } from '../../../components/ui/alert-box';

const t = fr.auth.resetPassword;

/** Chooses a new password with the token of the e-mailed link; then on to /login. */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const form = useZodForm(resetPasswordFormSchema, { token, motDePasse: '', confirmation: '' });
  const reset = useResetPassword();

  const submit = form.onSubmit(({ motDePasse }) => {
    reset.mutate(
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

  if (token === '') return <InvalidLink message={t.invalidLink} />;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      {reset.isError && (
        <AlertBox>
          <p>{reset.error instanceof ApiError ? reset.error.message : t.fallback}</p>
          <Link to="/forgot-password" className={LINK_CLASS}>
            {t.requestNew}
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
      <SubmitButton pending={reset.isPending} pendingLabel={t.pending}>
        {t.submit}
      </SubmitButton>
    </form>
  );
}

function InvalidLink({ message }: { message: string }) {
  return (
    <AlertBox>
      <p>{message}</p>
      <Link to="/forgot-password" className={LINK_CLASS}>
        {t.requestNew}
      </Link>
    </AlertBox>
  );
}
