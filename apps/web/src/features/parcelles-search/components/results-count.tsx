import { map as frMap } from '../../../i18n/fr/map';
import { formatCount } from '@parcelles/shared/format';

/** '{n} parcelle(s) trouvée(s)', announced politely as filters change the figure. */
export function ResultsCount({ count }: { count: number | undefined }) {
  return (
    <p role="status" className="text-sm font-semibold text-stone-800 sm:text-base">
      {count === undefined ? frMap.results.loadingCount : frMap.results.count(formatCount(count))}
    </p>
  );
}
