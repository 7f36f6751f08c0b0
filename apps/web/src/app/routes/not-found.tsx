import { ButtonLink } from '../../components/ui/button-link';
import { fr } from '../../i18n/fr';

/** Spec §2: any unknown path. */
export function NotFoundRoute() {
  return (
    <section
      aria-labelledby="not-found-title"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center sm:py-28"
    >
      <title>{fr.notFound.title}</title>
      {/* An error page is not content: keep it out of search results. */}
      <meta name="robots" content="noindex" />
      <p className="text-sm font-semibold tracking-wide text-laterite-700 uppercase">{fr.notFound.code}</p>
      <h1 id="not-found-title" className="text-3xl font-bold text-stone-900 sm:text-4xl">
        {fr.notFound.heading}
      </h1>
      <p className="text-stone-700">{fr.notFound.text}</p>
      <ButtonLink to="/" className="mt-2">
        {fr.notFound.backHome}
      </ButtonLink>
    </section>
  );
}
