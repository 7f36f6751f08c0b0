import { Banknote, LandPlot, Layers, Ruler, type LucideIcon } from 'lucide-react';
import { formatMoney, formatSurface } from '@parcelles/shared/format';
import { IconBadge } from '../../../components/ui/page-card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCount } from '@parcelles/shared/format';
import { paiements as frPaiements } from '../../../i18n/fr/paiements';
import type { PlotTotals } from '../lib/plot-totals';

const t = frPaiements.myPlots.stats;

function StatCard({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  return (
    <div className="flex items-center gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <IconBadge icon={Icon} size="md" shape="square" />
      <div className="min-w-0">
        <dt className="text-sm text-stone-600">{label}</dt>
        <dd className="truncate text-xl font-bold text-stone-900 tabular-nums sm:text-2xl">{value}</dd>
      </div>
    </div>
  );
}

/** Spec §2: total plots, total surface in m², total value in $, number of categories. */
export function MyPlotsStats({ totals }: { totals: PlotTotals }) {
  return (
    <dl aria-label={t.label} className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-4">
      <StatCard icon={LandPlot} label={t.count} value={formatCount(totals.count)} />
      <StatCard icon={Ruler} label={t.surface} value={formatSurface(totals.surface)} />
      <StatCard icon={Banknote} label={t.value} value={formatMoney(totals.value)} />
      <StatCard icon={Layers} label={t.categories} value={formatCount(totals.categories)} />
    </dl>
  );
}

/** Same footprint as the cards while the plots load. */
export function MyPlotsStatsSkeleton() {
  return (
    <div aria-hidden="true" className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-4">
      {[0, 1, 2, 3].map((index) => (
        <div
          key={index}
          className="flex items-center gap-4 rounded-2xl border border-stone-200 bg-white p-4 sm:p-5"
        >
          <Skeleton className="size-11 rounded-xl" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-20" />
            <Skeleton className="h-7 w-28" />
          </div>
        </div>
      ))}
    </div>
  );
}
