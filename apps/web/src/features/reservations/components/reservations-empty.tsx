import { SearchX, Map as MapIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { PageCard } from '../../../components/ui/page-card';
import { reservations as frReservations } from '../../../i18n/fr/reservations';

const t = frReservations.list;

/** Spec §2: no reservation at all yet, with the way to the map. */
export function NoReservations() {
  return (
    <PageCard icon={MapIcon} heading={t.empty.heading} frame="card">
      <p className="max-w-md text-stone-600">{t.empty.text}</p>
      <ButtonLink to="/map" className="mt-2">
        {t.empty.explore}
      </ButtonLink>
    </PageCard>
  );
}

/** Spec §2: reservations exist, but none matches the search or the status. */
export function NoMatchingReservations({ onClear }: { onClear: () => void }) {
  return (
    <PageCard icon={SearchX} tone="muted" heading={t.noResults.heading} frame="card">
      <p className="max-w-md text-stone-600">{t.noResults.text}</p>
      <Button variant="secondary" onClick={onClear} className="mt-2">
        {t.noResults.clear}
      </Button>
    </PageCard>
  );
}
