import { useEffect, useState } from 'react';
import { Pause, Play } from 'lucide-react';
import { HERO_SLIDER, MOBILE_BREAKPOINT_PX } from '@parcelles/shared/domain';
import { home as frHome } from '../../../i18n/fr/home';
import { useMediaQuery } from '../../../lib/use-media-query';
import { whenIdle } from '../../../lib/when-idle';
import { HeroSlide, SLIDES, slideImage, type HeroImage } from './hero-slide';

const matches = (query: string) => window.matchMedia(query).matches;

/**
 * Spec §9 hero slider: fade, 700 ms, a slide every 4 s (5 s on phones), paused while hovered, no
 * arrows. The slides are stacked and cross-faded by CSS (ADR 027: no slider library): the first one
 * is plain HTML, painted before any JavaScript runs, so its photo (the page's LCP) never waits.
 * Dots and a pause button let anyone stop the motion (WCAG 2.2.2); visitors who ask for reduced
 * motion get it stopped from the start. Render-pure: the media queries are read in an effect.
 */
export function HeroCarousel({ images }: { images: readonly HeroImage[] }) {
  const [active, setActive] = useState(0);
  // Until the visitor presses pause or play, the motion follows their reduced-motion setting.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | null>(null);
  const paused = pausedByVisitor ?? reducedMotion;
  const [hovered, setHovered] = useState(false);

  // The slides whose picture is in the page: the first from the start (the page's LCP), each next
  // one once the browser is idle after the one before it is shown. A phone on a weak network then
  // downloads a picture a turn ahead, not all of them with the page, and repaints the hero once.
  const [withPicture, setWithPicture] = useState(1);
  useEffect(() => {
    const wanted = Math.min(active + 2, SLIDES.length);
    if (withPicture >= wanted) return;
    return whenIdle(() => setWithPicture(wanted), { timeoutMs: 2000, fallbackMs: 200 });
  }, [active, withPicture]);

  useEffect(() => {
    if (paused || hovered) return;
    const delay = matches(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`)
      ? HERO_SLIDER.autoplayMobileMs
      : HERO_SLIDER.autoplayMs;
    // Restarted after every change, so a dot clicked gets a full period too.
    const timer = setTimeout(() => setActive((index) => (index + 1) % SLIDES.length), delay);
    return () => clearTimeout(timer);
  }, [active, paused, hovered]);

  return (
    <div className="h-full" onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}>
      {SLIDES.map((slide, index) => (
        <div
          key={slide.title}
          style={{ transitionDuration: `${HERO_SLIDER.speedMs}ms` }}
          className={`absolute inset-0 transition-opacity motion-reduce:transition-none ${index === active ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
        >
          <HeroSlide index={index} image={index < withPicture ? slideImage(images, index) : undefined} />
        </div>
      ))}

      <div className="absolute right-4 bottom-3 z-10 flex items-center gap-1 sm:right-6 sm:bottom-6">
        {SLIDES.map((slide, index) => (
          <button
            key={slide.title}
            type="button"
            aria-label={frHome.slider.goTo(index + 1)}
            aria-current={index === active || undefined}
            onClick={() => setActive(index)}
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
          aria-label={paused ? frHome.slider.play : frHome.slider.pause}
          onClick={() => setPausedByVisitor(!paused)}
          className="ml-1 inline-flex size-9 items-center justify-center rounded-full bg-white/15 text-white backdrop-blur transition-colors hover:bg-white/25 focus-visible:outline-3 focus-visible:outline-accent-400"
        >
          {paused ? (
            <Play aria-hidden="true" className="size-4" />
          ) : (
            <Pause aria-hidden="true" className="size-4" />
          )}
        </button>
      </div>
    </div>
  );
}
