import { ShieldX } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button-link';
import { PageCard } from '../../components/ui/page-card';
import { fr } from '../../i18n/fr';

const t = fr.accessDenied;

/**
 * A signed-in user on a page their role does not open, said plainly with the role it needs: a buyer
 * on the back office (the sales team's), an agent on an administrators' page; a way home.
 */
export function AccessDeniedRoute({ needs = 'STAFF' }: { needs?: 'STAFF' | 'ADMIN' }) {
  return (
    <section aria-labelledby="access-denied-title" className="mx-auto max-w-2xl px-4 py-16 sm:px-6 sm:py-24">
      <title>{t.title}</title>
      <meta name="robots" content="noindex" />
      <PageCard
        icon={ShieldX}
        heading={t.heading}
        level={1}
        headingId="access-denied-title"
        frame="card"
        tone="danger"
      >
        <p className="text-stone-700">{needs === 'ADMIN' ? t.adminOnly : t.text}</p>
        <div className="mt-2">
          <ButtonLink to="/">{t.home}</ButtonLink>
        </div>
      </PageCard>
    </section>
  );
}
