import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import type { User } from '@parcelles/shared/contracts/auth';
import { profileUpdateSchema } from '@parcelles/shared/contracts/profile';
import { SAVED_NOTICE_MS } from '@parcelles/shared/domain';
import { formatDateLong } from '@parcelles/shared/format';
import { auth as frAuth } from '../../../i18n/fr/auth';
import { ApiError } from '../../../lib/api-client';
import { useUpdateProfile } from '../api/update-profile';
import { LazyPhoneField } from '../../../components/form/lazy-phone-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { EmailField } from '../../../components/form/email-field';
import { TextField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';

const t = frAuth.profile.informations;

const formValues = (user: User) => ({ nom: user.nom, email: user.email, telephone: user.telephone ?? '' });

/** Spec §2 Profile, Informations: name, e-mail and phone, saved through PUT /auth/profile. */
export function ProfileInformations({ user }: { user: User }) {
  const form = useZodForm(profileUpdateSchema, formValues(user));
  const update = useUpdateProfile();
  const [savedNotice, setSavedNotice] = useState(false);

  useEffect(() => {
    if (!savedNotice) return;
    const timer = setTimeout(() => setSavedNotice(false), SAVED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [savedNotice]);

  const submit = form.onSubmit((changes) => {
    update.mutate(changes, {
      onSuccess: ({ data: updated }) => {
        toast.success(t.toast);
        form.reset(formValues(updated));
        setSavedNotice(true);
      },
      onError: (error) => {
        if (error instanceof ApiError) form.setServerErrors(error.errors);
      },
    });
  });

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_18rem]">
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <h2 className="text-xl font-bold text-stone-900">{t.heading}</h2>
        {update.isError && (
          <AlertBox>
            <p>{update.error instanceof ApiError ? update.error.message : t.fallback}</p>
          </AlertBox>
        )}
        {savedNotice && <AlertBox tone="success">{t.saved}</AlertBox>}
        <TextField label={t.nom} autoComplete="name" {...form.field('nom')} />
        <EmailField
          label={t.email}
          hint={user.emailVerifie ? undefined : t.unverified}
          {...form.field('email')}
        />
        <Controller
          control={form.control}
          name="telephone"
          render={({ field, fieldState }) => (
            <LazyPhoneField
              {...field}
              label={t.telephone}
              labelNote={t.optional}
              error={fieldState.error?.message}
            />
          )}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button
            variant="secondary"
            onClick={() => {
              form.reset(formValues(user));
              update.reset();
            }}
          >
            {t.cancel}
          </Button>
          <SubmitButton pending={update.isPending} pendingLabel={t.saving}>
            {t.save}
          </SubmitButton>
        </div>
      </form>

      <section
        aria-labelledby="mon-compte"
        className="h-fit rounded-xl border border-stone-200 bg-stone-50 p-5"
      >
        <h3 id="mon-compte" className="font-semibold text-stone-900">
          {t.account}
        </h3>
        <dl className="mt-4 flex flex-col gap-3 text-sm">
          <div className="flex items-center justify-between gap-3">
            <dt className="text-stone-600">{t.status}</dt>
            <dd className="inline-flex items-center gap-1.5 font-semibold text-primary-800">
              <span aria-hidden="true" className="size-2 rounded-full bg-primary-600" />
              {t.active}
            </dd>
          </div>
          <div className="flex flex-col gap-0.5">
            <dt className="text-stone-600">{t.memberSince}</dt>
            <dd className="font-medium text-stone-900">{formatDateLong(user.dateCreation)}</dd>
          </div>
          <div className="flex flex-col gap-0.5">
            <dt className="text-stone-600">{t.lastLogin}</dt>
            <dd className="font-medium text-stone-900">
              {user.derniereConnexion
                ? formatDateLong(user.derniereConnexion, { withTime: true })
                : t.firstLogin}
            </dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
