import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ShieldCheck, SlidersHorizontal, UserRound, type LucideIcon } from 'lucide-react';
import { auth as frAuth } from '../../../i18n/fr/auth';

export type ProfileTab = keyof typeof frAuth.profile.tabs;
const TABS = Object.keys(frAuth.profile.tabs) as ProfileTab[];
const ICONS: Record<ProfileTab, LucideIcon> = {
  informations: UserRound,
  securite: ShieldCheck,
  preferences: SlidersHorizontal,
};

/**
 * The three tabs of spec §2 Profile, as the ARIA tabs pattern: arrows, Home and End move between
 * tabs, and only the open tab is in the Tab order. On phones the three share the width, each label
 * under its icon, so none is cut off at 360 px.
 */
export function ProfileTabs({ panels }: { panels: Record<ProfileTab, ReactNode> }) {
  const [selected, setSelected] = useState<ProfileTab>('informations');
  const tabRefs = useRef<Partial<Record<ProfileTab, HTMLButtonElement | null>>>({});

  function select(tab: ProfileTab) {
    setSelected(tab);
    tabRefs.current[tab]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = TABS.indexOf(selected);
    const next =
      event.key === 'ArrowRight'
        ? TABS[(index + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(index - 1 + TABS.length) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    select(next);
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={frAuth.profile.tabsLabel}
        onKeyDown={onKeyDown}
        className="grid grid-cols-3 gap-1 border-b border-stone-200 sm:flex"
      >
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              tabRefs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`onglet-${tab}`}
            aria-selected={tab === selected}
            aria-controls={`panneau-${tab}`}
            tabIndex={tab === selected ? 0 : -1}
            onClick={() => setSelected(tab)}
            className="-mb-px inline-flex min-h-12 min-w-0 flex-col items-center justify-center gap-1 border-b-2 border-transparent px-1 py-1.5 text-xs font-semibold text-stone-600 transition-colors hover:text-stone-900 focus-visible:outline-3 focus-visible:outline-accent-500 aria-selected:border-primary-700 aria-selected:text-primary-800 sm:shrink-0 sm:flex-row sm:gap-2 sm:px-4 sm:py-0 sm:text-base"
          >
            <TabIcon tab={tab} />
            {frAuth.profile.tabs[tab]}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={`panneau-${tab}`}
          aria-labelledby={`onglet-${tab}`}
          hidden={tab !== selected}
          className="pt-6"
        >
          {panels[tab]}
        </div>
      ))}
    </div>
  );
}

function TabIcon({ tab }: { tab: ProfileTab }) {
  const Icon = ICONS[tab];
  return <Icon aria-hidden="true" className="size-5 shrink-0" />;
}
