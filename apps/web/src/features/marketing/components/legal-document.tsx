import { formatDateLong } from '@parcelles/shared/format';
import { legal, type LegalDocument as LegalDocumentTexts } from '../../../i18n/fr/legal';

/** A legal page (/terms, /privacy): title, revision date, table of contents and numbered sections. */
export function LegalDocument({ document }: { document: LegalDocumentTexts }) {
  return (
    <article aria-labelledby="legal-title" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <title>{document.title}</title>
      <header className="max-w-3xl">
        <h1 id="legal-title" className="text-3xl font-bold text-stone-900 sm:text-4xl">
          {document.heading}
        </h1>
        <p className="mt-2 text-sm text-stone-600">{legal.updated(formatDateLong(document.updatedAt))}</p>
        <p className="mt-6 text-lg text-stone-700">{document.intro}</p>
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-[16rem_1fr]">
        <nav aria-labelledby="legal-contents" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="legal-contents" className="text-sm font-semibold tracking-wide text-stone-600 uppercase">
            {legal.contents}
          </h2>
          <ol className="mt-3 flex flex-col gap-1 border-l border-stone-200 text-sm">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l-2 border-transparent py-1 pl-3 text-stone-700 hover:border-primary-600 hover:text-primary-800 focus-visible:outline-3 focus-visible:outline-accent-500"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="flex max-w-3xl flex-col gap-8">
          {document.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-24"
            >
              <h2 id={`${section.id}-title`} className="text-xl font-bold text-stone-900">
                {section.heading}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-3 leading-relaxed text-stone-700">
                  {paragraph}
                </p>
              ))}
              {section.items && (
                <ul className="mt-3 flex list-disc flex-col gap-2 pl-6 leading-relaxed text-stone-700 marker:text-primary-700">
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
