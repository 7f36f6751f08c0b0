import { Clock } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button-link';
import { fr } from '../../i18n/fr';
import type { AuthPendingPage } from '../../i18n/fr/pages';

/**
 * Sign-in, sign-up and the signed-in screens open with the next issues. Until then each of their
 * routes answers with this honest page: its title, what is coming, and where to go meanwhile.
 */
export function AuthPendingRoute({ page }: { page: AuthPendingPage }) {
  const heading = fr.authPending.pages[page];

  return (
    <section aria-labelledby="auth-pending-title" className="mx-auto max-w-2xl px-4 py-16 sm:px-6 sm:py-24">
      <title>{fr.authPending.pageTitle(heading)}</title>
      <div className="flex flex-col items-center gap-5 rounded-2xl border border-stone-200 bg-white px-6 py-10 text-center shadow-sm sm:px-10">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-primary-50 text-primary-700">
          <Clock aria-hidden="true" className="size-7" />
        </span>
        <p className="text-sm font-semibold tracking-wide text-laterite-700 uppercase">
          {fr.authPending.eyebrow}
        </p>
        <h1 id="auth-pending-title" className="text-3xl font-bold text-stone-900">
          {heading}
        </h1>
        <p className="text-lg font-medium text-stone-800">{fr.authPending.soon}</p>
        <p className="text-stone-700">{fr.authPending.text}</p>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/map">{fr.authPending.map}</ButtonLink>
          <ButtonLink to="/contact" variant="outline">
            {fr.authPending.contact}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
