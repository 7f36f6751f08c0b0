import { LandPlot } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { PageCard } from '../../../components/ui/page-card';
import { paiements as frPaiements } from '../../../i18n/fr/paiements';

/** No plot owned yet: say when one will appear, and where to find one (spec §2: a button to /map). */
export function MyPlotsEmpty() {
  const t = frPaiements.myPlots;
  return (
    <PageCard icon={LandPlot} heading={t.empty} frame="dashed">
      <p className="max-w-md text-stone-700">{t.emptyText}</p>
      <ButtonLink to="/map">{t.explore}</ButtonLink>
    </PageCard>
  );
}
