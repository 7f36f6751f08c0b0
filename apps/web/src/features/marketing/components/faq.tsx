import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { SectionHeading } from '../../../components/ui/section-heading';
import { home as frHome } from '../../../i18n/fr/home';

/** Spec §2 Home: the FAQ accordion, one answer open at a time (the first, to start with). */
export function Faq() {
  const { faq } = frHome;
  const [openIndex, setOpenIndex] = useState<number | null>(0);
  const baseId = useId();

  return (
    <section aria-labelledby="faq-title" className="bg-white">
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading id="faq-title" eyebrow={faq.eyebrow} title={faq.heading} />
        <div className="mt-10 divide-y divide-stone-200 rounded-2xl border border-stone-200">
          {faq.items.map((item, index) => {
            const open = index === openIndex;
            const buttonId = `${baseId}-q${index}`;
            const panelId = `${baseId}-a${index}`;
            return (
              <div key={item.question}>
                <h3>
                  <button
                    id={buttonId}
                    type="button"
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => setOpenIndex(open ? null : index)}
                    className="flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-stone-900 hover:bg-stone-50 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-accent-500"
                  >
                    {item.question}
                    <ChevronDown
                      aria-hidden="true"
                      className={`size-5 shrink-0 text-primary-700 transition-transform ${open ? 'rotate-180' : ''}`}
                    />
                  </button>
                </h3>
                <div
                  id={panelId}
                  role="region"
                  aria-labelledby={buttonId}
                  hidden={!open}
                  className="px-5 pb-5 text-stone-700"
                >
                  {item.answer}
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
