import { memo } from 'react';
import { PLOT_STATUTS, plotStatusInfo } from '@parcelles/shared/domain';
import { sitePlan as frSitePlan } from '../../../i18n/fr/site-plan';

/** Each status with the colour of its markers (spec §3). */
export const SitePlanLegend = memo(function SitePlanLegend() {
  return (
    <section
      aria-label={frSitePlan.legend}
      className="rounded-xl bg-white/95 px-3 py-2 shadow-md ring-1 ring-stone-900/10"
    >
      <h3 className="sr-only">{frSitePlan.legend}</h3>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
        {PLOT_STATUTS.map((statut) => {
          const info = plotStatusInfo(statut);
          return (
            <li key={statut} className="flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className="size-3 rounded-full ring-2 ring-white"
                style={{ backgroundColor: info.color }}
              />
              {info.label}
            </li>
          );
        })}
      </ul>
    </section>
  );
});
