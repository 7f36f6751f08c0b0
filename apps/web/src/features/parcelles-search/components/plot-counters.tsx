import type { LucideIcon } from 'lucide-react';
import { BadgeCheck, CircleCheck, Clock, LandPlot } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton';
import { map as frMap } from '../../../i18n/fr/map';
import { formatCount } from '@parcelles/shared/format';

const t = frMap.counters;

export interface PlotCountersProps {
  /** Plots matching the filters; undefined while the first answer loads, null if it failed. */
  total: number | null | undefined;
  /** Those of them that are DISPONIBLE. */
  available: number | null | undefined;
  /** Spec §4: the signed-in user's reservations, 0 when signed out. */
  reserved: number;
  sold: number;
}

/** The four figures above the map (spec §2, §4). */
export function PlotCounters({ total, available, reserved, sold }: PlotCountersProps) {
  const tiles: {
    label: string;
    hint: string;
    value: number | null | undefined;
    icon: LucideIcon;
    tone: string;
  }[] = [
    {
      label: t.total,
      hint: t.totalHint,
      value: total,
      icon: LandPlot,
      tone: 'bg-primary-50 text-primary-800',
    },
    {
      label: t.available,
      hint: t.availableHint,
      value: available,
      icon: CircleCheck,
      tone: 'bg-green-50 text-green-800',
    },
    {
      label: t.reserved,
      hint: t.reservedHint,
      value: reserved,
      icon: Clock,
      tone: 'bg-amber-50 text-amber-800',
    },
    { label: t.sold, hint: t.soldHint, value: sold, icon: BadgeCheck, tone: 'bg-red-50 text-red-800' },
  ];

  return (
    <section aria-label={t.heading}>
      {/* A list of tiles rather than a <dl>: each tile holds an icon beside its figure and label. */}
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {tiles.map(({ label, hint, value, icon: Icon, tone }) => (
          <li
            key={label}
            className="flex items-center gap-3 rounded-xl border border-stone-200 bg-white p-3 shadow-xs sm:p-4"
          >
            <span
              aria-hidden="true"
              className={`hidden size-10 shrink-0 items-center justify-center rounded-lg sm:flex ${tone}`}
            >
              <Icon className="size-5" />
            </span>
            <div className="flex min-w-0 flex-col">
              <p className="text-xl font-bold text-stone-900 tabular-nums sm:text-2xl">
                {value === undefined ? (
                  <Skeleton className="my-1 h-6 w-12" />
                ) : value === null ? (
                  t.unknown
                ) : (
                  formatCount(value)
                )}
              </p>
              <p className="text-sm font-medium text-stone-700">
                <span className="block">{label}</span>
                <span className="block text-xs font-normal text-stone-500">{hint}</span>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
