import { ShieldCheck } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button-link';
import { PageCard } from '../../components/ui/page-card';
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
      <PageCard
        icon={ShieldCheck}
        eyebrow={t.eyebrow}
        heading={t.heading}
        level={1}
        headingId="admin-pending-title"
        frame="card"
        className="sm:px-10"
      >
        <p className="text-lg font-medium text-stone-800">{t.soon}</p>
        <p className="text-stone-700">{t.text}</p>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/notifications">{t.notifications}</ButtonLink>
          <ButtonLink to="/" variant="outline">
            {t.home}
          </ButtonLink>
        </div>
      </PageCard>
    </section>
  );
}
