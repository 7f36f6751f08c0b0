import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { MailCheck } from 'lucide-react';
import { forgotPasswordSchema } from '@parcelles/shared/contracts/auth';
import { auth as frAuth } from '../../../i18n/fr/auth';
import { ApiError } from '../../../lib/api-client';
import { useForgotPassword } from '../api/forgot-password';
import { LINK_CLASS } from '../../../components/form/field-styles';
import { SubmitButton } from '../../../components/form/submit-button';
import { EmailField } from '../../../components/form/email-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { AlertBox } from '../../../components/ui/alert-box';
import { PageCard } from '../../../components/ui/page-card';

const t = frAuth.forgotPassword;

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const form = useZodForm(forgotPasswordSchema, { email: '' });
  const request = useForgotPassword();
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  const submit = form.onSubmit((body) => {
    request.mutate(body, {
      onSuccess: ({ message }) => {
        toast.success(t.toast);
        setSentMessage(message ?? t.sentFallback);
      },
      onError: (error) => {
        if (error instanceof ApiError) form.setServerErrors(error.errors);
      },
    });
  });

  if (sentMessage !== null) {
    return (
      <PageCard role="status" icon={MailCheck} heading={t.sentHeading}>
        <p className="text-stone-800">{sentMessage}</p>
        <p className="text-sm text-stone-600">{t.sentHelp}</p>
        <Link to="/login" className={LINK_CLASS}>
          {t.backToLogin}
        </Link>
      </PageCard>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      {request.isError && (
        <AlertBox>
          <p>{request.error instanceof ApiError ? request.error.message : t.fallback}</p>
        </AlertBox>
      )}
      <EmailField label={frAuth.fields.email} {...form.field('email')} />
      <SubmitButton pending={request.isPending} pendingLabel={t.pending}>
        {t.submit}
      </SubmitButton>
      <Link to="/login" className={`text-center ${LINK_CLASS}`}>
        {t.backToLogin}
      </Link>
    </form>
  );
}
