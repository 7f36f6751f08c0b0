import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import type { loginSchema } from '@parcelles/shared/contracts/auth';
import { auth as frAuth } from '../../../i18n/fr/auth';
import { ApiError } from '../../../lib/api-client';
import { useLogin } from '../api/login';
import { useResendVerificationEmail } from '../api/resend-verification-email';
import { TermsAndPrivacy } from './terms-and-privacy';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { LINK_CLASS } from '../../../components/form/field-styles';
import { PasswordField } from '../../../components/form/password-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { EmailField } from '../../../components/form/email-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';

const t = frAuth.login;

/** Imported on the form's first use: zod and the contracts are not needed to show it (ADR 035). */
const importSchema = (): Promise<typeof loginSchema> =>
  import('@parcelles/shared/contracts/auth').then((m) => m.loginSchema);

/** Spec §8: a refusal for an unverified address lets the user ask for the mail again. */
const isUnverified = (error: unknown) =>
  error instanceof ApiError &&
  (error.code === 'EMAIL_NOT_VERIFIED' || error.message.includes(t.notVerifiedMarker));

/**
 * Spec §2 Sign in. On success the session is stored and the screen that shows this form takes the
 * user back where they came from.
 */
export function LoginForm() {
  const form = useZodForm(importSchema, { email: '', motDePasse: '', rememberMe: false });
  const login = useLogin();
  const resend = useResendVerificationEmail();

  const submit = form.onSubmit((credentials) => {
    // A promise rather than `mutate` callbacks: once signed in this form unmounts (the screen moves
    // on), and callbacks given to `mutate` would then never run.
    login.mutateAsync(credentials).then(
      () => toast.success(t.success),
      (error: unknown) => {
        if (error instanceof ApiError) form.setServerErrors(error.errors);
      },
    );
  });

  function resendVerification(email: string) {
    resend.mutate(
      { email },
      {
        onSuccess: () => toast.success(t.resent),
        onError: (error) => toast.error(error instanceof ApiError ? error.message : t.resendFallback),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} onFocus={form.onFocus} className="flex flex-col gap-5">
      {(form.formError ?? login.isError) && (
        <AlertBox title={t.errorTitle}>
          <p>{form.formError ?? (login.error instanceof ApiError ? login.error.message : t.fallback)}</p>
          {!form.formError && login.isError && isUnverified(login.error) && (
            <Button
              variant="dangerOutline"
              size="sm"
              pending={resend.isPending}
              pendingLabel={t.resending}
              onClick={() => resendVerification(login.variables.email)}
              className="mt-2 self-start"
            >
              {t.resend}
            </Button>
          )}
        </AlertBox>
      )}

      <EmailField label={frAuth.fields.email} {...form.field('email')} />
      <div className="flex flex-col gap-2">
        <PasswordField
          label={frAuth.fields.password}
          autoComplete="current-password"
          {...form.field('motDePasse')}
        />
        <Link to="/forgot-password" className={`self-end text-sm ${LINK_CLASS}`}>
          {t.forgotPassword}
        </Link>
      </div>
      <CheckboxField label={t.rememberMe} {...form.field('rememberMe')} />

      <SubmitButton pending={login.isPending} pendingLabel={t.pending}>
        {t.submit}
      </SubmitButton>

      <p className="text-center text-stone-700">
        {t.noAccount}{' '}
        <Link to="/register" className={LINK_CLASS}>
          {t.register}
        </Link>
      </p>
      <p className="text-center text-xs text-stone-600">
        <TermsAndPrivacy prefix={t.legalPrefix} terms={t.terms} join={t.legalJoin} privacy={t.privacy} />.
      </p>
      {/* Spec §2: on a phone, help is one tap away. Centred and kept out of the last 5 rem on the
          right, where the customer-service button floats: on a narrow phone it takes two lines. */}
      <Link
        to="/contact"
        className={`max-w-[calc(100%-5rem)] self-center text-center text-sm md:hidden ${LINK_CLASS}`}
      >
        {t.help}
      </Link>
    </form>
  );
}
