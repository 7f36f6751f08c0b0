import { CircleCheck, CircleX } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { PageCard } from '../../../components/ui/page-card';
import { auth as frAuth } from '../../../i18n/fr/auth';
import { ApiError } from '../../../lib/api-client';
import { useVerifyEmail } from '../api/verify-email';

const t = frAuth.verifyEmail;

/** Spec §2 Email verification: pending, success or error, for the token of the link. */
export function VerifyEmailStatus({ token }: { token: string }) {
  const verification = useVerifyEmail(token);

  if (token === '' || verification.isError) {
    const message =
      token === ''
        ? t.noToken
        : verification.error instanceof ApiError
          ? verification.error.message
          : t.errorFallback;
    return (
      <StatusPanel tone="error" heading={t.errorHeading}>
        <p className="text-stone-800">{message}</p>
        <p className="text-sm text-stone-600">{t.errorHelp}</p>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/">{t.home}</ButtonLink>
          <ButtonLink to="/login" variant="outline">
            {t.login}
          </ButtonLink>
        </div>
      </StatusPanel>
    );
  }

  if (verification.isSuccess) {
    return (
      <StatusPanel tone="success" heading={t.successHeading}>
        <p className="text-stone-800">{verification.data.message ?? t.successFallback}</p>
        <ButtonLink to="/login" className="mt-2">
          {t.login}
        </ButtonLink>
      </StatusPanel>
    );
  }

  return (
    <div role="status" className="flex flex-col items-center gap-4 py-6 text-center">
      <span
        aria-hidden="true"
        className="size-10 rounded-full border-4 border-primary-100 border-t-primary-700 motion-safe:animate-spin"
      />
      <p className="text-lg font-semibold text-stone-900">{t.pending}</p>
      <p className="text-stone-700">{t.pendingText}</p>
    </div>
  );
}

function StatusPanel({
  tone,
  heading,
  children,
}: {
  tone: 'success' | 'error';
  heading: string;
  children: React.ReactNode;
}) {
  return (
    <PageCard
      icon={tone === 'success' ? CircleCheck : CircleX}
      tone={tone === 'success' ? 'primary' : 'danger'}
      heading={heading}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {children}
    </PageCard>
  );
}
