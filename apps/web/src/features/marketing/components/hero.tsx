import { ArrowRight, UserPlus } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { home as frHome } from '../../../i18n/fr/home';
import { useHasStoredUser } from '../../../lib/session';
import { HeroCarousel } from './hero-carousel';
import type { HeroImage } from './hero-slide';

/**
 * Spec §1 and §2 Home: three rotating slides with the badge 'Investissement sécurisé', and the two
 * calls to action shared by every slide. `images` are the pictures of the slides, in order.
 */
export function Hero({ images }: { images: readonly HeroImage[] }) {
  // Someone stored as a user already has an account.
  const showRegister = !useHasStoredUser();

  return (
    <section
      aria-roledescription="carrousel"
      aria-label={frHome.slider.label}
      className="relative h-[38rem] overflow-hidden bg-primary-950 text-white sm:h-[36rem] lg:h-[40rem]"
    >
      <div className="absolute inset-0">
        <HeroCarousel images={images} />
      </div>
      <div className="pointer-events-none absolute inset-x-0 bottom-0 z-10">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 pb-16 sm:flex-row sm:px-6 sm:pb-14">
          <ButtonLink to="/map" variant="accent" className="pointer-events-auto">
            {frHome.explore}
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
          {showRegister && (
            <ButtonLink to="/register" variant="onDark" className="pointer-events-auto">
              <UserPlus aria-hidden="true" className="size-5" />
              {frHome.register}
            </ButtonLink>
          )}
        </div>
      </div>
    </section>
  );
}
