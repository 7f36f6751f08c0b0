import { Clock, Mail, MessageCircle, Phone } from 'lucide-react';
import { BUSINESS } from '@parcelles/shared/business';
import { parcelle as frParcelle } from '../../../i18n/fr/parcelle';
import { whatsappUrl } from '../../../lib/whatsapp';

/** Spec §2 "Plot detail": the fixed contact block. Every fact comes from BUSINESS. */
export function ParcelleContact({ numeroLot }: { numeroLot: string }) {
  const t = frParcelle.contact;

  return (
    <section
      aria-labelledby="parcelle-contact-title"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="parcelle-contact-title" className="text-lg font-bold text-stone-900">
        {t.heading}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t.text}</p>

      <ul className="mt-4 flex flex-col gap-1 text-sm">
        {BUSINESS.telephones.map((phone) => (
          <li key={phone}>
            <a href={`tel:${phone.replace(/\s/g, '')}`} className={CONTACT_LINK}>
              <Phone aria-hidden="true" className={ICON} />
              <span className="sr-only">{t.phone} : </span>
              {phone}
            </a>
          </li>
        ))}
        <li>
          <a href={`mailto:${BUSINESS.emails.ventes}`} className={`${CONTACT_LINK} break-all`}>
            <Mail aria-hidden="true" className={ICON} />
            <span className="sr-only">{t.email} : </span>
            {BUSINESS.emails.ventes}
          </a>
        </li>
        <li className="flex items-center gap-3 px-2 py-2 text-stone-600">
          <Clock aria-hidden="true" className={ICON} />
          {BUSINESS.horaires.semaine}
        </li>
      </ul>

      <a
        href={whatsappUrl(t.whatsappMessage(numeroLot))}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-4 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-[#0f7a40] px-4 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-[#0b6434] focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
      >
        <MessageCircle aria-hidden="true" className="size-5" />
        {t.whatsapp}
        <span className="sr-only"> {t.newTab}</span>
      </a>
    </section>
  );
}

const CONTACT_LINK =
  'flex min-h-11 items-center gap-3 rounded-lg px-2 py-2 font-medium text-stone-800 transition-colors hover:bg-primary-50 hover:text-primary-800 focus-visible:outline-3 focus-visible:outline-accent-500';
const ICON = 'size-4 shrink-0 text-primary-700';
