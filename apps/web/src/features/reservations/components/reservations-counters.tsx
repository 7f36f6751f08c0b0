import type { LucideIcon } from 'lucide-react';
import { CircleCheck, Clock, ListChecks, Wallet } from 'lucide-react';
import type { ReservationsResume } from '@parcelles/shared/contracts/reservations';
import { formatMoney } from '@parcelles/shared/format';
import { reservations as frReservations } from '../../../i18n/fr/reservations';
import { formatCount } from '@parcelles/shared/format';

const t = frReservations.list.counters;

/**
 * A list, not a <dl>: each tile wraps its label and value with an icon, which a definition list may
 * not hold (axe 'dlitem'). Spec §2: total, pending, validated and total paid (VALIDE payments only, DESIGN.md §4). */
export function ReservationsCounters({ resume }: { resume: ReservationsResume }) {
  const tiles: { label: string; value: string; icon: LucideIcon; tone: string }[] = [
    {
      label: t.total,
      value: formatCount(resume.total),
      icon: ListChecks,
      tone: 'bg-primary-50 text-primary-800',
    },
    {
      label: t.enAttente,
      value: formatCount(resume.enAttente),
      icon: Clock,
      tone: 'bg-yellow-50 text-yellow-800',
    },
    {
      label: t.validees,
      value: formatCount(resume.validees),
      icon: CircleCheck,
      tone: 'bg-green-50 text-green-800',
    },
    {
      label: t.totalPaye,
      value: formatMoney(resume.totalPaye),
      icon: Wallet,
      tone: 'bg-sky-50 text-sky-800',
    },
  ];
  return (
    <section aria-label={t.label}>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {tiles.map(({ label, value, icon: Icon, tone }) => (
          <li
            key={label}
            className="flex items-center gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
          >
            <span
              className={`hidden size-10 shrink-0 items-center justify-center rounded-xl sm:flex ${tone}`}
            >
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div className="flex min-w-0 flex-col-reverse">
              <span className="text-sm text-stone-600">{label}</span>
              <span className="truncate text-xl font-bold text-stone-900 tabular-nums">{value}</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
