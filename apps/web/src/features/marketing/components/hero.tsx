import { ArrowRight, ShieldCheck } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { fr } from '../../../i18n/fr';

// A single static slide for now; the rotating slides of spec §1 come with the full home screen.
export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-linear-to-br from-primary-950 via-primary-900 to-primary-800 text-white"
    >
      {/* Decorative: the warm light of laterite earth on the horizon. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-24 -bottom-32 size-96 rounded-full bg-laterite-500/20 blur-3xl"
      />
      <div className="relative mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-16 sm:px-6 sm:py-24 lg:py-28">
        <p className="inline-flex items-center gap-2 rounded-full bg-accent-400 px-3 py-1 text-sm font-semibold text-stone-950">
          <ShieldCheck aria-hidden="true" className="size-4" />
          {fr.home.badge}
        </p>
        <h1 id="hero-title" className="max-w-3xl text-3xl leading-tight font-bold text-balance sm:text-5xl">
          {fr.home.heroTitle}
        </h1>
        <p className="max-w-2xl text-lg text-primary-50">{fr.home.heroText}</p>
        <ButtonLink to="/map" variant="accent">
          {fr.home.explore}
          <ArrowRight aria-hidden="true" className="size-5" />
        </ButtonLink>
      </div>
    </section>
  );
}
