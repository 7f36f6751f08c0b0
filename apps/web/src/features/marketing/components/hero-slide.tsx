import { ShieldCheck } from 'lucide-react';
import { home as frHome } from '../../../i18n/fr/home';

export const SLIDES = frHome.slides;

/** The picture of slide `index`: the plots' photos in turn; none yet leaves the brand gradient. */
/** A slide's picture: a URL and, when the server made several sizes of it, their `srcset`. */
export type HeroImage = { src: string; srcSet?: string | undefined };

export function slideImage(images: readonly HeroImage[], index: number): HeroImage | undefined {
  return images.length > 0 ? images[index % images.length] : undefined;
}

/**
 * One slide of the hero: photo, badge, title and text. The first slide's title is the page's h1,
 * so the static first paint and the carousel carry the same heading.
 */
export function HeroSlide({ index, image }: { index: number; image: HeroImage | undefined }) {
  const slide = SLIDES[index];
  if (!slide) return null;
  const Title = index === 0 ? 'h1' : 'h2';

  return (
    <div
      role="group"
      aria-roledescription="diapositive"
      aria-label={frHome.slider.slide(index + 1, SLIDES.length)}
      className="relative h-full overflow-hidden bg-linear-to-br from-primary-950 via-primary-900 to-primary-800"
    >
      {image && (
        <img
          src={image.src}
          srcSet={image.srcSet}
          // Full bleed: the browser picks the size for the screen's width and density.
          sizes="100vw"
          // The box is sized by the hero, not by the picture (object-cover): these only give the
          // intrinsic ratio of the site's 3:2 photos, so nothing moves while it loads.
          width={1200}
          height={800}
          alt=""
          // The first slide is the page's LCP: fetched at once, first. The others wait their turn.
          loading={index === 0 ? 'eager' : 'lazy'}
          fetchPriority={index === 0 ? 'high' : 'low'}
          // The first is painted with the page, not a frame after it.
          decoding={index === 0 ? undefined : 'async'}
          className="absolute inset-0 size-full object-cover"
        />
      )}
      {/* Keeps white text readable over any photo (WCAG contrast), darkest where the text sits. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-linear-to-t from-stone-950/90 via-stone-950/60 to-stone-950/25 sm:bg-linear-to-r sm:from-stone-950/85 sm:via-stone-950/55 sm:to-stone-950/10"
      />
      <div className="relative mx-auto flex h-full max-w-6xl flex-col justify-end gap-5 px-4 pb-52 sm:px-6 sm:pb-36">
        {/* Shown on every slide; read once. */}
        <p
          aria-hidden={index > 0 || undefined}
          className="inline-flex items-center gap-2 self-start rounded-full bg-accent-400 px-3 py-1 text-sm font-semibold text-stone-950"
        >
          <ShieldCheck aria-hidden="true" className="size-4" />
          {frHome.badge}
        </p>
        <Title className="max-w-3xl text-3xl leading-tight font-bold text-balance text-white sm:text-5xl">
          {slide.title}
        </Title>
        <p className="max-w-2xl text-base text-stone-100 sm:text-lg">{slide.text}</p>
      </div>
    </div>
  );
}
