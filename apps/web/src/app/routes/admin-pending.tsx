import { ShieldCheck } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button-link';
import { fr } from '../../i18n/fr';

const t = fr.adminPending;

/**
 * /admin and every page under it until the back office lands (next issue): says so. Staff
 * notifications already link to their back office pages, which show this meanwhile. The API's
 * documentation (/api/docs, in English) is for developers: staff are not sent there.
 */
export function AdminPendingRoute() {
  return (
    <section aria-labelledby="admin-pending-title" className="mx-auto max-w-2xl px-4 py-16 sm:px-6 sm:py-24">
      <title>{t.title}</title>
      <div className="flex flex-col items-center gap-5 rounded-2xl border border-stone-200 bg-white px-6 py-10 text-center shadow-sm sm:px-10">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-primary-50 text-primary-700">
          <ShieldCheck aria-hidden="true" className="size-7" />
        </span>
        <p className="text-sm font-semibold tracking-wide text-laterite-700 uppercase">{t.eyebrow}</p>
        <h1 id="admin-pending-title" className="text-3xl font-bold text-stone-900">
          {t.heading}
        </h1>
        <p className="text-lg font-medium text-stone-800">{t.soon}</p>
        <p className="text-stone-700">{t.text}</p>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/notifications">{t.notifications}</ButtonLink>
          <ButtonLink to="/" variant="outline">
            {t.home}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
