import { Ban } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { fr } from '../../../i18n/fr';

const t = fr.reservations.wizard.unavailable;

/** Spec §2: the plot was taken (or is not for sale); the buyer goes back to choose another. */
export function PlotUnavailable() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center sm:py-24">
      <title>{t.title}</title>
      <span className="flex size-16 items-center justify-center rounded-full bg-red-50 text-red-700">
        <Ban aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{t.heading}</h1>
      <p className="text-stone-700">{t.text}</p>
      <ButtonLink to="/map" className="mt-2">
        {t.backToMap}
      </ButtonLink>
    </div>
  );
}
