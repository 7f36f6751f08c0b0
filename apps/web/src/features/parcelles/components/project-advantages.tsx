import { Droplets, Handshake, Route, School, ShieldCheck, Trees, type LucideIcon } from 'lucide-react';
import { IconBadge } from '../../../components/ui/page-card';
import { parcelle as frParcelle } from '../../../i18n/fr/parcelle';

type AdvantageKey = keyof typeof frParcelle.advantages.items;

const ADVANTAGES: readonly { key: AdvantageKey; Icon: LucideIcon }[] = [
  { key: 'titre', Icon: ShieldCheck },
  { key: 'viabilisation', Icon: Droplets },
  { key: 'voiries', Icon: Route },
  { key: 'proximite', Icon: School },
  { key: 'cadre', Icon: Trees },
  { key: 'accompagnement', Icon: Handshake },
];

/** Spec §2 "Plot detail": the fixed list of what every plot of the city comes with. */
export function ProjectAdvantages() {
  const t = frParcelle.advantages;
  return (
    <section aria-labelledby="advantages-title">
      <h2 id="advantages-title" className="text-xl font-bold text-stone-900">
        {t.heading}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {ADVANTAGES.map(({ key, Icon }) => (
          <li key={key} className="flex gap-3 rounded-xl border border-stone-200 bg-white p-4">
            <IconBadge icon={Icon} size="sm" shape="square" />
            <div>
              <h3 className="font-semibold text-stone-900">{t.items[key].title}</h3>
              <p className="mt-0.5 text-sm text-stone-600">{t.items[key].text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
