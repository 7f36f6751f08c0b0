import { MailCheck } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { IconBadge } from '../../../components/ui/page-card';
import { auth as frAuth } from '../../../i18n/fr/auth';

const t = frAuth.register;

/** Spec §2: after signing up, where the verification mail went and the way to /login. */
export function RegisterSuccess({ email }: { email: string }) {
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <IconBadge icon={MailCheck} />
      <p role="status" className="text-stone-800">
        {t.sentTo} <strong className="break-all">{email}</strong>.
      </p>
      <p className="text-sm text-stone-600">{t.nextStep}</p>
      <ButtonLink to="/login" className="mt-2 w-full sm:w-auto">
        {t.goToLogin}
      </ButtonLink>
    </div>
  );
}
