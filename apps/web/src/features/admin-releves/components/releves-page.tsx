import { adminReleves } from '../../../i18n/fr/admin-releves';
import { useComptes } from '../api/get-comptes';
import { ComptesSection } from './comptes-section';
import { ImportSection } from './import-section';
import { LignesSection } from './lignes-section';

/**
 * /admin/releves (issue 26, ADMIN): the company's accounts, the import of a statement (analysed,
 * tried, then imported) and its lines, each credit matched to a payment or decided by staff.
 */
export function RelevesPage() {
  const comptes = useComptes();
  return (
    <div className="flex min-w-0 flex-col gap-8">
      <p className="max-w-3xl text-stone-700">{adminReleves.intro}</p>
      <ComptesSection query={comptes} />
      <ImportSection comptes={comptes.data} />
      <LignesSection comptes={comptes.data} />
    </div>
  );
}
