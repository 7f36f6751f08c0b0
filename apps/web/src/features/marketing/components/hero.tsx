import { lazy, Suspense } from 'react';
import { ArrowRight, UserPlus } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { fr } from '../../../i18n/fr';
import { useHasStoredUser } from '../../../lib/session';
import { useHydrated } from '../../../lib/use-hydrated';
import { HeroSlide, slideImage, type HeroImage } from './hero-slide';

// Swiper is the heaviest thing on the home page: the first slide paints without it, and the
// carousel takes over, identical at first, once its chunk arrives.
const HeroCarousel = lazy(() => import('./hero-carousel').then((m) => ({ default: m.HeroCarousel })));

/**
 * Spec §1 and §2 Home: three rotating slides with the badge 'Investissement sécurisé', and the two
 * calls to action shared by every slide. `images` are the pictures of the slides, in order.
 */
export function Hero({ images }: { images: readonly HeroImage[] }) {
  // Someone stored as a user already has an account.
  const showRegister = !useHasStoredUser();
  const hydrated = useHydrated();
  const firstSlide = <HeroSlide index={0} image={slideImage(images, 0)} />;

  return (
    <section
      aria-roledescription="carrousel"
      aria-label={fr.home.slider.label}
      className="relative h-[38rem] overflow-hidden bg-primary-950 text-white sm:h-[36rem] lg:h-[40rem]"
    >
      <div className="absolute inset-0">
        {/* The server's HTML (ADR 025) and the hydrating browser show the first slide alone. */}
        {hydrated ? (
          <Suspense fallback={firstSlide}>
            <HeroCarousel images={images} />
          </Suspense>
        ) : (
          firstSlide
        )}
      </div>
      <div className="pointer-events-none absolute inset-x-0 bottom-0 z-10">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 pb-16 sm:flex-row sm:px-6 sm:pb-14">
          <ButtonLink to="/map" variant="accent" className="pointer-events-auto">
            {fr.home.explore}
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
          {showRegister && (
            <ButtonLink to="/register" variant="onDark" className="pointer-events-auto">
              <UserPlus aria-hidden="true" className="size-5" />
              {fr.home.register}
            </ButtonLink>
          )}
        </div>
      </div>
    </section>
  );
}
