import { LayoutGrid, List, Map as MapIcon } from 'lucide-react';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { map as frMap } from '../../../i18n/fr/map';
import { PLOT_VIEWS, type PlotView } from '../hooks/plot-search-params';

const ICONS = { carte: MapIcon, liste: List, grille: LayoutGrid } satisfies Record<PlotView, unknown>;
const OPTIONS = PLOT_VIEWS.map((view) => ({ value: view, label: frMap.views[view], icon: ICONS[view] }));

/** Carte / Liste / Grille: the map's three ways of showing the results. */
export function ViewSwitch({ view, onChange }: { view: PlotView; onChange: (view: PlotView) => void }) {
  return (
    <SegmentedControl
      name="vue"
      legend={frMap.views.legend}
      options={OPTIONS}
      value={view}
      onChange={onChange}
    />
  );
}
