import { home as frHome } from '../../../i18n/fr/home';

/** Spec §1 statistics band: the company's track record in four figures. */
export function Highlights() {
  return (
    <section aria-labelledby="highlights-title" className="border-b border-stone-200 bg-white">
      <h2 id="highlights-title" className="sr-only">
        {frHome.highlights.heading}
      </h2>
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-y-8 px-4 py-10 sm:px-6 lg:grid-cols-4 lg:divide-x lg:divide-stone-200">
        {frHome.highlights.items.map(({ value, label }) => (
          <div key={label} className="flex flex-col items-center gap-1 text-center">
            <dt className="text-sm font-medium text-stone-600 sm:text-base">{label}</dt>
            <dd className="order-first text-3xl font-extrabold text-primary-800 tabular-nums sm:text-4xl">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
