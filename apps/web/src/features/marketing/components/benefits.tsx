import { Headset, ShieldCheck, Zap } from 'lucide-react';
import { IconBadge } from '../../../components/ui/page-card';
import { SectionHeading } from '../../../components/ui/section-heading';
import { home as frHome } from '../../../i18n/fr/home';

// In the order of frHome.benefits.items: security, speed, support.
const ICONS = [ShieldCheck, Zap, Headset] as const;

/** Spec §1: the three benefits of buying here. */
export function Benefits() {
  const { benefits } = frHome;
  return (
    <section aria-labelledby="benefits-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading id="benefits-title" eyebrow={benefits.eyebrow} title={benefits.heading} />
      <ul className="mt-10 grid gap-5 md:grid-cols-3">
        {benefits.items.map((item, index) => {
          const Icon = ICONS[index] ?? ShieldCheck;
          return (
            <li key={item.title} className="rounded-2xl border border-stone-200 bg-white p-6 shadow-xs">
              <IconBadge icon={Icon} size="md" shape="square" />
              <h3 className="mt-4 text-lg font-bold text-stone-900">{item.title}</h3>
              <p className="mt-2 text-stone-700">{item.text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
