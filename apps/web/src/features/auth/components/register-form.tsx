import { Controller } from 'react-hook-form';
import { Link } from 'react-router';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { LINK_CLASS } from '../../../components/form/field-styles';
import { LazyPhoneField } from '../../../components/form/lazy-phone-field';
import { PasswordField } from '../../../components/form/password-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { EmailField } from '../../../components/form/email-field';
import { TextField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { AlertBox } from '../../../components/ui/alert-box';
import { toast } from '../../../lib/toast';
import type {
  RegisterForm as RegisterFormData,
  RegisterRequest,
  registerFormSchema,
} from '@parcelles/shared/contracts/auth';
import { auth as frAuth } from '../../../i18n/fr/auth';
import { ApiError } from '../../../lib/api-client';
import { useRegister } from '../api/register';
import { TermsAndPrivacy } from './terms-and-privacy';

const t = frAuth.register;

/** Imported on the form's first use: zod and the contracts are not needed to show it (ADR 035). */
const importSchema = (): Promise<typeof registerFormSchema> =>
  import('@parcelles/shared/contracts/auth').then((m) => m.registerFormSchema);

/** Spec §5: the confirmation and the terms box stay in the browser. */
const toRegisterRequest = ({ nom, email, telephone, motDePasse }: RegisterFormData): RegisterRequest => ({
  nom,
  email,
  telephone,
  motDePasse,
});

/** Spec §2 Sign up. `onRegistered` receives the address the verification mail went to. */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const form = useZodForm(importSchema, {
    nom: '',
    email: '',
    telephone: '',
    motDePasse: '',
    confirmation: '',
    accepteConditions: false,
  });
  const registration = useRegister();

  const submit = form.onSubmit((data) => {
    registration.mutate(toRegisterRequest(data), {
      onSuccess: ({ data: answer, message }) => {
        toast.success(message ?? t.toast);
        onRegistered(answer.email);
      },
      onError: (error) => {
        if (error instanceof ApiError) form.setServerErrors(error.errors);
      },
    });
  });

  return (
    <form noValidate onSubmit={submit} onFocus={form.onFocus} className="flex flex-col gap-5">
      {(form.formError ?? registration.isError) && (
        <AlertBox title={t.errorTitle}>
          <p>
            {form.formError ??
              (registration.error instanceof ApiError ? registration.error.message : t.fallback)}
          </p>
        </AlertBox>
      )}

      <TextField label={t.nom} autoComplete="name" {...form.field('nom')} />
      <EmailField label={frAuth.fields.email} {...form.field('email')} />
      <Controller
        control={form.control}
        name="telephone"
        render={({ field, fieldState }) => (
          <LazyPhoneField {...field} label={t.telephone} error={fieldState.error?.message} />
        )}
      />
      <PasswordField
        label={frAuth.fields.password}
        autoComplete="new-password"
        hint={t.passwordHint}
        {...form.field('motDePasse', { deps: 'confirmation' })}
      />
      <PasswordField label={t.confirmation} autoComplete="new-password" {...form.field('confirmation')} />
      <CheckboxField
        label={
          <TermsAndPrivacy prefix={t.acceptPrefix} terms={t.terms} join={t.acceptJoin} privacy={t.privacy} />
        }
        {...form.field('accepteConditions')}
      />

      <SubmitButton pending={registration.isPending} pendingLabel={t.pending}>
        {t.submit}
      </SubmitButton>

      <p className="text-center text-stone-700">
        {t.haveAccount}{' '}
        <Link to="/login" className={LINK_CLASS}>
          {t.login}
        </Link>
      </p>
    </form>
  );
}
