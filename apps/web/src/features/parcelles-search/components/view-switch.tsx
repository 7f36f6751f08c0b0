import type { LucideIcon } from 'lucide-react';
import { LayoutGrid, List, Map as MapIcon } from 'lucide-react';
import { fr } from '../../../i18n/fr';
import { PLOT_VIEWS, type PlotView } from '../hooks/plot-search-params';

const ICONS: Record<PlotView, LucideIcon> = { carte: MapIcon, liste: List, grille: LayoutGrid };

/**
 * Carte / Liste / Grille as a radio group: native radios give arrow-key movement and the
 * "1 of 3, selected" announcement for free; the labels carry the look of a segmented control.
 */
export function ViewSwitch({ view, onChange }: { view: PlotView; onChange: (view: PlotView) => void }) {
  return (
    <fieldset className="inline-flex rounded-lg border border-stone-300 bg-white p-1 shadow-xs">
      <legend className="sr-only">{fr.map.views.legend}</legend>
      {PLOT_VIEWS.map((option) => {
        const Icon = ICONS[option];
        return (
          <label
            key={option}
            className="relative flex min-h-10 cursor-pointer items-center gap-1.5 rounded-md px-3 text-sm font-semibold text-stone-700 transition-colors hover:bg-stone-100 has-checked:bg-primary-700 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-1 has-focus-visible:outline-accent-500"
          >
            <input
              type="radio"
              name="vue"
              value={option}
              checked={view === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            <Icon aria-hidden="true" className="size-4" />
            {fr.map.views[option]}
          </label>
        );
      })}
    </fieldset>
  );
}
