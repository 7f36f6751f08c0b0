import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { paiements as frPaiements } from '../../../i18n/fr/paiements';

/** The title block of both payment screens, with the way back to the reservations. */
export function PaymentPageHeader({ heading, intro }: { heading: string; intro: string }) {
  const t = frPaiements;
  return (
    <header className="flex flex-col gap-3">
      <title>{t.pageTitle(heading)}</title>
      <Link
        to="/reservations"
        className="inline-flex w-fit items-center gap-1.5 rounded text-sm font-semibold text-primary-800 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-accent-500"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t.backToReservations}
      </Link>
      <p className="text-sm font-semibold tracking-wide text-laterite-700 uppercase">{t.eyebrow}</p>
      <h1 className="text-3xl font-bold text-balance text-stone-900">{heading}</h1>
      <p className="max-w-2xl text-stone-700">{intro}</p>
    </header>
  );
}
