import type { ReactNode } from 'react';
import { Building2, Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { BUSINESS } from '@parcelles/shared/business';
import { fr } from '../../../i18n/fr';
import { whatsappUrl } from '../../../lib/whatsapp';
import { buttonClasses } from '../../../components/ui/button';

const linkClass =
  'rounded-sm font-semibold text-primary-800 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-accent-500';

/** Spec §1 contact page: phones, e-mails, postal address and opening hours, all from BUSINESS. */
export function ContactDetails() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ContactCard icon={<Phone className="size-5" />} title={fr.contact.phones}>
        <ul className="flex flex-col gap-1">
          {BUSINESS.telephones.map((phone) => (
            <li key={phone}>
              <a href={`tel:${phone.replace(/\s/g, '')}`} className={linkClass}>
                {phone}
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-1 text-sm text-stone-600">{fr.contact.phonesNote}</p>
      </ContactCard>

      <ContactCard icon={<Mail className="size-5" />} title={fr.contact.emails}>
        <ul className="flex flex-col gap-1">
          {Object.values(BUSINESS.emails).map((email) => (
            <li key={email}>
              <a href={`mailto:${email}`} className={`${linkClass} break-words`}>
                {email}
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-1 text-sm text-stone-600">{fr.contact.emailsNote}</p>
      </ContactCard>

      <ContactCard icon={<MapPin className="size-5" />} title={fr.contact.address}>
        <address className="not-italic">
          {BUSINESS.raisonSociale}
          <br />
          {BUSINESS.adressePostale}
          <br />
          {BUSINESS.boitePostale}, {BUSINESS.pays}
        </address>
      </ContactCard>

      <ContactCard icon={<Building2 className="size-5" />} title={fr.contact.office}>
        <address className="not-italic">{BUSINESS.bureauEncaissement}</address>
      </ContactCard>

      <ContactCard icon={<Clock className="size-5" />} title={fr.contact.hours} wide>
        <ul className="flex flex-col gap-1">
          <li>{BUSINESS.horaires.semaine}</li>
          <li>
            {BUSINESS.horaires.samedi} <span className="text-stone-600">{fr.contact.cashOffice}</span>
          </li>
        </ul>
        <a
          href={whatsappUrl()}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ size: 'md', className: 'mt-4' })}
        >
          <MessageCircle aria-hidden="true" className="size-5" />
          {fr.contact.whatsapp}
          <span className="sr-only">{fr.contact.newTab}</span>
        </a>
      </ContactCard>
    </div>
  );
}

function ContactCard({
  icon,
  title,
  wide = false,
  children,
}: {
  icon: ReactNode;
  title: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className={`flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-5 shadow-xs ${wide ? 'sm:col-span-2' : ''}`}
    >
      <span
        aria-hidden="true"
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-700"
      >
        {icon}
      </span>
      <div className="min-w-0 text-stone-800">
        <h2 className="mb-1.5 text-sm font-semibold tracking-wide text-stone-600 uppercase">{title}</h2>
        {children}
      </div>
    </section>
  );
}
