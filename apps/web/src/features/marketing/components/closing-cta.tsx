import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { home as frHome } from '../../../i18n/fr/home';

/** Spec §1: the closing call to action, 'Plus de 500 clients satisfaits depuis 2023'. */
export function ClosingCta() {
  const { cta } = frHome;
  return (
    <section aria-labelledby="cta-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <div className="relative overflow-hidden rounded-3xl bg-linear-to-br from-primary-800 to-primary-950 px-6 py-12 text-center text-white sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-accent-400/20 blur-3xl"
        />
        <h2 id="cta-title" className="relative text-2xl font-bold text-balance sm:text-4xl">
          {cta.heading}
        </h2>
        <p className="relative mx-auto mt-4 max-w-2xl text-primary-50 sm:text-lg">{cta.text}</p>
        <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to="/map" variant="accent">
            {frHome.explore}
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
          <ButtonLink to="/contact" variant="onDark">
            {cta.contact}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
