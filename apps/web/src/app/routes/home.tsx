import { ArrowRight, MessageCircle } from 'lucide-react';
import type { Parcelle } from '@parcelles/shared/contracts/parcelles';
import { FEATURED_PLOTS_COUNT } from '@parcelles/shared/domain';
import { ButtonLink } from '../../components/ui/button-link';
import { SectionHeading } from '../../components/ui/section-heading';
import { Benefits } from '../../features/marketing/components/benefits';
import { ClosingCta } from '../../features/marketing/components/closing-cta';
import { Faq } from '../../features/marketing/components/faq';
import { Hero } from '../../features/marketing/components/hero';
import { Highlights } from '../../features/marketing/components/highlights';
import { Journey } from '../../features/marketing/components/journey';
import { Testimonials } from '../../features/marketing/components/testimonials';
import { FEATURED_PARCELLES_QUERY, useParcelles } from '../../features/parcelles/api/get-parcelles';
import { PlotCard, PlotCardSkeleton, toPlotCardData } from '../../features/parcelles/components/plot-card';
import { ParcellesStatsStrip } from '../../features/parcelles/components/parcelles-stats';
import { home as frHome } from '../../i18n/fr/home';

const HERO_SLIDE_COUNT = frHome.slides.length;
/** After the featured plots, in page order: each laid out when scrolled near (ADR 034). */
const LOWER_SECTIONS = [ParcellesStatsStrip, Benefits, Journey, Testimonials, Faq, ClosingCta];

/** Spec §1 and §2 Home. The featured plots also lend their photos to the hero's slides. */
export function HomeRoute() {
  const featured = useParcelles(FEATURED_PARCELLES_QUERY);
  const plots = featured.data?.parcelles ?? [];
  const heroImages = plots
    .flatMap((plot) => plot.photos.slice(0, 1).map((photo) => ({ src: photo.url, srcSet: photo.srcset })))
    .slice(0, HERO_SLIDE_COUNT);

  return (
    <>
      {/* React 19 hoists this into <head>. */}
      <title>{frHome.title}</title>
      <Hero images={heroImages} />
      <Highlights />
      {/* Below the first screen of a phone: laid out when scrolled near (ADR 034). Six cards
          stacked make the featured plots the tallest part by far. */}
      <div className="below-fold [--below-fold-estimate:220rem] sm:[--below-fold-estimate:90rem]">
        <FeaturedPlots
          plots={plots}
          isPending={featured.isPending}
          isError={featured.isError}
          onRetry={() => void featured.refetch()}
        />
      </div>
      {LOWER_SECTIONS.map((Section, index) => (
        // A fixed list: its order is its identity.
        <div key={index} className="below-fold">
          <Section />
        </div>
      ))}
    </>
  );
}

interface FeaturedPlotsProps {
  plots: readonly Parcelle[];
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
}

/** Spec §2 Home: 6 skeleton cards, then the cards, or the empty state with 'Nous contacter'. */
function FeaturedPlots({ plots, isPending, isError, onRetry }: FeaturedPlotsProps) {
  const t = frHome.featured;

  return (
    <section
      aria-labelledby="featured-title"
      aria-busy={isPending}
      className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20"
    >
      <div className="flex flex-col items-start justify-between gap-4 sm:flex-row sm:items-end">
        <SectionHeading
          id="featured-title"
          eyebrow={t.eyebrow}
          title={t.heading}
          text={t.text}
          align="start"
        />
        <ButtonLink to="/map" variant="outline" className="shrink-0">
          {t.seeAll}
          <ArrowRight aria-hidden="true" className="size-5" />
        </ButtonLink>
      </div>

      <div className="mt-10">
        {isPending ? (
          <>
            <p className="sr-only">{t.loading}</p>
            <ul aria-hidden="true" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {Array.from({ length: FEATURED_PLOTS_COUNT }, (_, i) => (
                <li key={i} data-testid="plot-card-skeleton">
                  <PlotCardSkeleton />
                </li>
              ))}
            </ul>
          </>
        ) : isError ? (
          <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-stone-200 bg-white p-6 text-stone-700">
            <p>{t.error}</p>
            <button
              type="button"
              onClick={onRetry}
              className="min-h-11 rounded-lg px-3 font-semibold text-primary-800 underline underline-offset-4 hover:text-primary-900 focus-visible:outline-3 focus-visible:outline-accent-500"
            >
              {t.retry}
            </button>
          </div>
        ) : plots.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
            <MessageCircle aria-hidden="true" className="size-10 text-primary-700" />
            <p className="text-lg font-semibold text-stone-900">{t.empty}</p>
            <p className="max-w-md text-stone-700">{t.emptyText}</p>
            <ButtonLink to="/contact" className="mt-2">
              {t.contact}
            </ButtonLink>
          </div>
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {plots.map((plot) => (
              <li key={plot.id}>
                <PlotCard plot={toPlotCardData(plot)} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
