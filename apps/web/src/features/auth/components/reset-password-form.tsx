import { Link } from 'react-router';
import { resetPasswordFormSchema } from '@parcelles/shared/contracts/auth';
import { auth as frAuth } from '../../../i18n/fr/auth';
import { useResetPassword } from '../api/reset-password';
import { LINK_CLASS } from '../../../components/form/field-styles';
import { AlertBox } from '../../../components/ui/alert-box';
import { NewPasswordForm } from './new-password-form';

const t = frAuth.resetPassword;

/** Chooses a new password with the token of the e-mailed link; then on to /login. */
export function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword();

  if (token === '') return <InvalidLink message={t.invalidLink} />;

  return (
    <NewPasswordForm
      token={token}
      schema={resetPasswordFormSchema}
      mutation={reset}
      texts={t}
      errorLink={{ to: '/forgot-password', label: t.requestNew }}
    />
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
