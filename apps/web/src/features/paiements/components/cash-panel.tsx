import { Banknote, Clock, IdCard, MapPin, Phone } from 'lucide-react';
import { BUSINESS } from '@parcelles/shared/business';
import { paiements as frPaiements } from '../../../i18n/fr/paiements';
import { MethodPanel } from './method-panel';

/**
 * Spec §2 cash panel: the office in Lubumbashi, its hours, two phones, and what to bring: an ID and
 * the reservation number, its short reference (DESIGN.md §4).
 */
export function CashPanel({ reference }: { reference: string }) {
  const t = frPaiements.methods.cash;

  return (
    <MethodPanel icon={Banknote} title={t.title} description={t.description}>
      <dl className="grid gap-4 text-sm sm:grid-cols-2">
        <div className="relative pl-8">
          <dt className="font-semibold text-stone-900">
            <MapPin aria-hidden="true" className="absolute top-0.5 left-0 size-5 text-primary-700" />
            {t.office}
          </dt>
          <dd className="text-stone-700">{BUSINESS.bureauEncaissement}</dd>
        </div>
        <div className="relative pl-8">
          <dt className="font-semibold text-stone-900">
            <Clock aria-hidden="true" className="absolute top-0.5 left-0 size-5 text-primary-700" />
            {t.hours}
          </dt>
          <dd className="text-stone-700">{BUSINESS.horaires.semaine}</dd>
          <dd className="text-stone-700">{BUSINESS.horaires.samedi}</dd>
        </div>
        <div className="relative pl-8">
          <dt className="font-semibold text-stone-900">
            <Phone aria-hidden="true" className="absolute top-0.5 left-0 size-5 text-primary-700" />
            {t.phones}
          </dt>
          {BUSINESS.telephones.map((phone) => (
            <dd key={phone}>
              <a
                href={`tel:${phone.replace(/\s/g, '')}`}
                className="rounded font-medium text-primary-800 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-accent-500"
              >
                {phone}
              </a>
            </dd>
          ))}
        </div>
      </dl>
      <p className="mt-4 flex items-start gap-3 rounded-xl border border-accent-300 bg-accent-50 p-4 text-sm text-stone-800">
        <IdCard aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-800" />
        <span>
          {t.bring} : <strong className="font-mono text-stone-950">{reference}</strong>
        </span>
      </p>
    </MethodPanel>
  );
}
