import { SearchX } from 'lucide-react';
import { map as frMap } from '../../../i18n/fr/map';
import { Button } from '../../../components/ui/button';

/** Spec §2: nothing matches; the way out is one click away. */
export function EmptyResults({ onClear }: { onClear: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
      <SearchX aria-hidden="true" className="size-10 text-stone-400" />
      <h3 className="text-lg font-bold text-stone-900">{frMap.results.empty}</h3>
      <p className="max-w-md text-stone-600">{frMap.results.emptyText}</p>
      <Button size="md" onClick={onClear} className="mt-2">
        {frMap.filters.clear}
      </Button>
    </div>
  );
}
