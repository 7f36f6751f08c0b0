import { SectionHeading } from '../../../components/ui/section-heading';
import { home as frHome } from '../../../i18n/fr/home';

/** Spec §1: the four-step journey Explorer, Réserver, Payer, Posséder. */
export function Journey() {
  const { journey } = frHome;
  return (
    <section aria-labelledby="journey-title" className="bg-primary-950 text-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading id="journey-title" eyebrow={journey.eyebrow} title={journey.heading} inverted />
        <ol className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {journey.steps.map((step, index) => (
            <li key={step.title} className="relative rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
              <span
                aria-hidden="true"
                className="inline-flex size-10 items-center justify-center rounded-full bg-accent-400 text-lg font-extrabold text-stone-950"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-bold">{step.title}</h3>
              <p className="mt-2 text-primary-100">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
