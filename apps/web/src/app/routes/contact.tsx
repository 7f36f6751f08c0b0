import { ContactDetails } from '../../features/marketing/components/contact-details';
import { OfficeMap } from '../../features/marketing/components/office-map';
import { fr } from '../../i18n/fr';

/** /contact (spec §1): how to reach the team, and where to find it. */
export function ContactRoute() {
  return (
    <>
      <title>{fr.contact.title}</title>
      <section aria-labelledby="contact-title" className="border-b border-stone-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
          <p className="text-sm font-semibold tracking-wide text-laterite-700 uppercase">
            {fr.contact.eyebrow}
          </p>
          <h1 id="contact-title" className="mt-2 text-3xl font-bold text-stone-900 sm:text-4xl">
            {fr.contact.heading}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-stone-700">{fr.contact.intro}</p>
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[1.2fr_1fr] lg:py-14">
        <ContactDetails />
        <section aria-labelledby="contact-map-title">
          <h2 id="contact-map-title" className="mb-3 text-xl font-bold text-stone-900">
            {fr.contact.mapHeading}
          </h2>
          <OfficeMap />
        </section>
      </div>
    </>
  );
}
