import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { parcelle as frParcelle } from '../../../i18n/fr/parcelle';

const LINK =
  'rounded-sm font-medium text-stone-600 underline-offset-4 hover:text-primary-800 hover:underline focus-visible:outline-3 focus-visible:outline-accent-500';

/** Accueil › Carte › LOT-xxx: where the plot sits in the site, and the way back to the map. */
export function ParcelleBreadcrumb({ numeroLot }: { numeroLot: string }) {
  const t = frParcelle.detail;
  return (
    <nav aria-label={t.breadcrumb}>
      <ol className="flex flex-wrap items-center gap-1.5 text-sm">
        <li className="flex items-center gap-1.5">
          <Link to="/" className={LINK}>
            {t.home}
          </Link>
          <ChevronRight aria-hidden="true" className="size-4 text-stone-400" />
        </li>
        <li className="flex items-center gap-1.5">
          <Link to="/map" className={LINK}>
            {t.map}
          </Link>
          <ChevronRight aria-hidden="true" className="size-4 text-stone-400" />
        </li>
        <li>
          <span aria-current="page" className="font-semibold text-stone-900">
            {numeroLot}
          </span>
        </li>
      </ol>
    </nav>
  );
}
