import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import type { UseMutationResult } from '@tanstack/react-query';
import type { resetPasswordFormSchema } from '@parcelles/shared/contracts/auth';
import { auth as frAuth } from '../../../i18n/fr/auth';
import { ApiError } from '../../../lib/api-client';
import { LINK_CLASS } from '../../../components/form/field-styles';
import { PasswordField } from '../../../components/form/password-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { useZodForm } from '../../../components/form/use-zod-form';
import { AlertBox } from '../../../components/ui/alert-box';

export interface NewPasswordTexts {
  password: string;
  confirmation: string;
  submit: string;
  pending: string;
  toast: string;
  fallback: string;
}

/**
 * A password chosen with the token of a mailed link (reset, invitation): the password and its
 * confirmation, sent by `mutation`; then a toast and on to /login. A refusal shows its message
 * and `errorLink`; field errors go to their fields.
 */
export function NewPasswordForm({
  token,
  schema,
  mutation,
  texts: t,
  errorLink,
}: {
  token: string;
  /** The page's form schema: token, motDePasse, confirmation (reset and invitation have the same shape). */
  schema: typeof resetPasswordFormSchema;
  mutation: UseMutationResult<unknown, Error, { token: string; motDePasse: string }>;
  texts: NewPasswordTexts;
  errorLink: { to: string; label: string };
}) {
  const navigate = useNavigate();
  const form = useZodForm(schema, { token, motDePasse: '', confirmation: '' });

  const submit = form.onSubmit(({ motDePasse }) => {
    mutation.mutate(
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

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      {mutation.isError && (
        <AlertBox>
          <p>{mutation.error instanceof ApiError ? mutation.error.message : t.fallback}</p>
          <Link to={errorLink.to} className={LINK_CLASS}>
            {errorLink.label}
          </Link>
        </AlertBox>
      )}
      <PasswordField
        label={t.password}
        autoComplete="new-password"
        hint={frAuth.register.passwordHint}
        {...form.field('motDePasse', { deps: 'confirmation' })}
      />
      <PasswordField label={t.confirmation} autoComplete="new-password" {...form.field('confirmation')} />
      <SubmitButton pending={mutation.isPending} pendingLabel={t.pending}>
        {t.submit}
      </SubmitButton>
    </form>
  );
}
