import { useId } from 'react';
import { toast } from '../../../lib/toast';
import { ShieldCheck } from 'lucide-react';
import { changePasswordFormSchema, toChangePasswordRequest } from '@parcelles/shared/contracts/profile';
import { auth as frAuth } from '../../../i18n/fr/auth';
import { ApiError } from '../../../lib/api-client';
import { useChangePassword } from '../api/change-password';
import { PasswordField } from '../../../components/form/password-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { useZodForm } from '../../../components/form/use-zod-form';
import { AlertBox } from '../../../components/ui/alert-box';

const t = frAuth.profile.securite;
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Spec §2 Profile, Sécurité: change the password (PUT /auth/change-password), tips, two-factor. */
export function ProfileSecurity() {
  const form = useZodForm(changePasswordFormSchema, EMPTY);
  const change = useChangePassword();
  const twoFactorNoteId = useId();

  const submit = form.onSubmit((data) => {
    change.mutate(toChangePasswordRequest(data), {
      onSuccess: () => {
        toast.success(t.toast);
        form.reset(EMPTY);
      },
      onError: (error) => {
        if (error instanceof ApiError) form.setServerErrors(error.errors);
      },
    });
  });

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_18rem]">
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <div>
          <h2 className="text-xl font-bold text-stone-900">{t.heading}</h2>
          <p className="mt-1 text-sm text-stone-600">{t.intro}</p>
        </div>
        {change.isError && (
          <AlertBox>
            <p>{change.error instanceof ApiError ? change.error.message : t.fallback}</p>
          </AlertBox>
        )}
        <PasswordField label={t.current} autoComplete="current-password" {...form.field('currentPassword')} />
        <PasswordField
          label={t.next}
          autoComplete="new-password"
          {...form.field('newPassword', { deps: 'confirmPassword' })}
        />
        <PasswordField label={t.confirm} autoComplete="new-password" {...form.field('confirmPassword')} />
        <SubmitButton pending={change.isPending} pendingLabel={t.pending} className="sm:self-end">
          {t.submit}
        </SubmitButton>
      </form>

      <div className="flex flex-col gap-5">
        <section aria-labelledby="conseils" className="rounded-xl border border-stone-200 bg-stone-50 p-5">
          <h3 id="conseils" className="flex items-center gap-2 font-semibold text-stone-900">
            <ShieldCheck aria-hidden="true" className="size-5 text-primary-700" />
            {t.tipsHeading}
          </h3>
          <ul className="mt-3 flex list-disc flex-col gap-2 pl-5 text-sm text-stone-700">
            {t.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="a2f" className="rounded-xl border border-stone-200 p-5">
          <h3 id="a2f" className="font-semibold text-stone-900">
            {t.twoFactorHeading}
          </h3>
          <p className="mt-1 text-sm text-stone-700">{t.twoFactorText}</p>
          {/* Spec §2: a non-functional button; shown disabled, with the reason, rather than dead. */}
          <button
            type="button"
            disabled
            aria-describedby={twoFactorNoteId}
            className="mt-4 inline-flex min-h-11 cursor-not-allowed items-center justify-center rounded-lg border border-stone-300 bg-stone-100 px-4 text-sm font-semibold text-stone-500"
          >
            {t.twoFactorButton}
          </button>
          <p id={twoFactorNoteId} className="mt-2 text-xs text-stone-600">
            {t.twoFactorSoon}
          </p>
        </section>
      </div>
    </div>
  );
}
