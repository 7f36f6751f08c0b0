import { useState } from 'react';
import { Pause, Play } from 'lucide-react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay, EffectFade } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/effect-fade';
import { HERO_SLIDER, MOBILE_BREAKPOINT_PX } from '@parcelles/shared/domain';
import { fr } from '../../../i18n/fr';
import { HeroSlide, SLIDES, slideImage, type HeroImage } from './hero-slide';

const matches = (query: string) => window.matchMedia(query).matches;

/** Read once: Swiper takes its autoplay settings at creation; pause and play go through its API. */
function autoplaySettings() {
  return {
    enabled: !matches('(prefers-reduced-motion: reduce)'),
    delay: matches(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`)
      ? HERO_SLIDER.autoplayMobileMs
      : HERO_SLIDER.autoplayMs,
    pauseOnMouseEnter: true,
    disableOnInteraction: false,
  };
}

/**
 * Spec §9 hero slider: fade, 700 ms, a slide every 4 s (5 s on phones), paused while hovered, no
 * arrows. Loaded after the first paint (see hero.tsx). Dots and a pause button let anyone stop
 * the motion (WCAG 2.2.2); visitors who ask for reduced motion get it stopped from the start.
 */
export function HeroCarousel({ images }: { images: readonly HeroImage[] }) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  const [autoplay] = useState(autoplaySettings);
  const [paused, setPaused] = useState(!autoplay.enabled);

  function togglePause() {
    if (paused) swiper?.autoplay.start();
    else swiper?.autoplay.stop();
    setPaused(!paused);
  }

  return (
    <>
      <Swiper
        modules={[Autoplay, EffectFade]}
        effect="fade"
        fadeEffect={{ crossFade: true }}
        speed={HERO_SLIDER.speedMs}
        autoplay={autoplay}
        rewind
        onSwiper={setSwiper}
        onSlideChange={(s) => setActive(s.activeIndex)}
        className="h-full"
      >
        {SLIDES.map((slide, index) => (
          <SwiperSlide key={slide.title} className="h-full">
            <HeroSlide index={index} image={slideImage(images, index)} />
          </SwiperSlide>
        ))}
      </Swiper>

      <div className="absolute right-4 bottom-3 z-10 flex items-center gap-1 sm:right-6 sm:bottom-6">
        {SLIDES.map((slide, index) => (
          <button
            key={slide.title}
            type="button"
            aria-label={fr.home.slider.goTo(index + 1)}
            aria-current={index === active || undefined}
            onClick={() => swiper?.slideTo(index)}
            className="group inline-flex size-8 items-center justify-center rounded-full focus-visible:outline-3 focus-visible:outline-accent-400"
          >
            <span
              aria-hidden="true"
              className={`block h-2 rounded-full transition-all ${index === active ? 'w-6 bg-accent-400' : 'w-2 bg-white/70 group-hover:bg-white'}`}
            />
          </button>
        ))}
        <button
          type="button"
          aria-label={paused ? fr.home.slider.play : fr.home.slider.pause}
          onClick={togglePause}
          className="ml-1 inline-flex size-9 items-center justify-center rounded-full bg-white/15 text-white backdrop-blur transition-colors hover:bg-white/25 focus-visible:outline-3 focus-visible:outline-accent-400"
        >
          {paused ? (
            <Play aria-hidden="true" className="size-4" />
          ) : (
            <Pause aria-hidden="true" className="size-4" />
          )}
        </button>
      </div>
    </>
  );
}
