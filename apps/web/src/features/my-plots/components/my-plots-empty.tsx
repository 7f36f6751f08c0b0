import { LandPlot } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { fr } from '../../../i18n/fr';

/** No plot owned yet: say when one will appear, and where to find one (spec §2: a button to /map). */
export function MyPlotsEmpty() {
  const t = fr.paiements.myPlots;
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-primary-50 text-primary-700">
        <LandPlot aria-hidden="true" className="size-7" />
      </span>
      <h2 className="text-xl font-bold text-stone-900">{t.empty}</h2>
      <p className="max-w-md text-stone-700">{t.emptyText}</p>
      <ButtonLink to="/map">{t.explore}</ButtonLink>
    </div>
  );
}
