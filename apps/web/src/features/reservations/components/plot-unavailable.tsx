import { Ban } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { PageCard } from '../../../components/ui/page-card';
import { reservations as frReservations } from '../../../i18n/fr/reservations';

const t = frReservations.wizard.unavailable;

/** Spec §2: the plot was taken (or is not for sale); the buyer goes back to choose another. */
export function PlotUnavailable() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:py-24">
      <title>{t.title}</title>
      <PageCard icon={Ban} tone="danger" iconSize="xl" heading={t.heading} level={1}>
        <p className="text-stone-700">{t.text}</p>
        <ButtonLink to="/map" className="mt-2">
          {t.backToMap}
        </ButtonLink>
      </PageCard>
    </div>
  );
}
