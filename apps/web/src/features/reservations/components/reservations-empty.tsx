import { SearchX, Map as MapIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { fr } from '../../../i18n/fr';

const t = fr.reservations.list;

/** Spec §2: no reservation at all yet, with the way to the map. */
export function NoReservations() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl bg-white px-4 py-14 text-center shadow-sm ring-1 ring-stone-200">
      <span className="flex size-14 items-center justify-center rounded-full bg-primary-50 text-primary-700">
        <MapIcon aria-hidden="true" className="size-7" />
      </span>
      <h2 className="text-xl font-bold text-stone-900">{t.empty.heading}</h2>
      <p className="max-w-md text-stone-600">{t.empty.text}</p>
      <ButtonLink to="/map" className="mt-2">
        {t.empty.explore}
      </ButtonLink>
    </div>
  );
}

/** Spec §2: reservations exist, but none matches the search or the status. */
export function NoMatchingReservations({ onClear }: { onClear: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl bg-white px-4 py-14 text-center shadow-sm ring-1 ring-stone-200">
      <span className="flex size-14 items-center justify-center rounded-full bg-stone-100 text-stone-600">
        <SearchX aria-hidden="true" className="size-7" />
      </span>
      <h2 className="text-xl font-bold text-stone-900">{t.noResults.heading}</h2>
      <p className="max-w-md text-stone-600">{t.noResults.text}</p>
      <Button variant="secondary" onClick={onClear} className="mt-2">
        {t.noResults.clear}
      </Button>
    </div>
  );
}
