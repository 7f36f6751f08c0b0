import { Quote, Star } from 'lucide-react';
import { SectionHeading } from '../../../components/ui/section-heading';
import { home as frHome } from '../../../i18n/fr/home';

const STARS = 5;

/** Spec §1: three static sample testimonials. */
export function Testimonials() {
  const { testimonials } = frHome;
  return (
    <section aria-labelledby="testimonials-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading id="testimonials-title" eyebrow={testimonials.eyebrow} title={testimonials.heading} />
      <ul className="mt-10 grid gap-5 md:grid-cols-3">
        {testimonials.items.map((item) => (
          <li key={item.name}>
            <figure className="flex h-full flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-6 shadow-xs">
              <div className="flex items-center justify-between">
                <Quote aria-hidden="true" className="size-8 text-primary-200" />
                <p className="flex gap-0.5 text-accent-500">
                  <span className="sr-only">{testimonials.rating}</span>
                  {Array.from({ length: STARS }, (_, i) => (
                    <Star key={i} aria-hidden="true" className="size-4 fill-current" />
                  ))}
                </p>
              </div>
              <blockquote className="flex-1 text-stone-800">
                <p>{`«\u00a0${item.quote}\u00a0»`}</p>
              </blockquote>
              <figcaption className="flex items-center gap-3 border-t border-stone-100 pt-4">
                <span
                  aria-hidden="true"
                  className="inline-flex size-10 items-center justify-center rounded-full bg-primary-100 font-bold text-primary-800"
                >
                  {item.name.charAt(0)}
                </span>
                <span className="flex flex-col">
                  <span className="font-semibold text-stone-900">{item.name}</span>
                  <span className="text-sm text-stone-600">{item.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-center text-sm text-stone-600">{testimonials.note}</p>
    </section>
  );
}
