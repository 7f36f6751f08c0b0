import { Link, useSearchParams } from 'react-router';
import type { LigneReleveList } from '@parcelles/shared/contracts/releves';
import { LIGNE_STATUTS, LIGNE_STATUT_INFO, type LigneStatut } from '@parcelles/shared/domain';
import { adminReleves } from '../../../i18n/fr/admin-releves';

const t = adminReleves.lignes;

const TAB_CLASS =
  'inline-flex min-h-11 items-center rounded-lg border px-3 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500';
const CURRENT = 'border-primary-700 bg-primary-700 text-white';
const OTHER = 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100';

/**
 * One link per status with its count under the filters (the API's `compteurs`): the status is part
 * of the address, the other filters stay, and the list starts again from its first page.
 */
export function StatutTabs({
  current,
  compteurs,
}: {
  current: LigneStatut;
  compteurs: LigneReleveList['compteurs'] | undefined;
}) {
  const [params] = useSearchParams();
  const searchFor = (statut: LigneStatut) => {
    const next = new URLSearchParams(params);
    next.set('statut', statut);
    next.delete('page');
    return `?${next.toString()}`;
  };
  return (
    <nav aria-label={t.tabs}>
      <ul className="flex flex-wrap gap-2">
        {LIGNE_STATUTS.map((statut) => {
          const { label } = LIGNE_STATUT_INFO[statut];
          return (
            <li key={statut}>
              <Link
                to={{ search: searchFor(statut) }}
                aria-current={statut === current ? 'page' : undefined}
                className={`${TAB_CLASS} ${statut === current ? CURRENT : OTHER}`}
              >
                {compteurs ? t.tab(label, compteurs[statut]) : label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
