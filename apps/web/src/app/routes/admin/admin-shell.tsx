import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import {
  Banknote,
  Calculator,
  Coins,
  FileSpreadsheet,
  CalendarClock,
  HandCoins,
  LandPlot,
  LayoutDashboard,
  ScrollText,
  Menu,
  Users,
  Wallet,
  X,
  type LucideIcon,
} from 'lucide-react';
import type { Role } from '@parcelles/shared/domain';
import { admin } from '../../../i18n/fr/admin';
import { adminParcelles } from '../../../i18n/fr/admin-parcelles';
import { adminUtilisateurs } from '../../../i18n/fr/admin-utilisateurs';
import { adminPlansPaiement } from '../../../i18n/fr/admin-plans-paiement';
import { adminRecouvrement } from '../../../i18n/fr/admin-recouvrement';
import { adminComptabilite } from '../../../i18n/fr/admin-comptabilite';
import { adminReleves } from '../../../i18n/fr/admin-releves';
import { adminCaisse } from '../../../i18n/fr/admin-caisse';
import { useBodyScrollLock } from '../../../lib/use-body-scroll-lock';
import { useDismiss } from '../../../lib/use-dismiss';
import { keepFocusInside } from '../../../lib/keep-focus-inside';

const t = admin.shell;

interface AdminSection {
  to: string;
  label: string;
  icon: LucideIcon;
  roles: readonly Role[];
}

/** The back office's parts and who sees them (issue 10: agents see the dashboard and reservations; issue 11: the plots too; issue 25: the collections desk). */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { to: '/admin', label: t.dashboard, icon: LayoutDashboard, roles: ['ADMIN', 'AGENT'] },
  { to: '/admin/paiements', label: t.paiements, icon: Wallet, roles: ['ADMIN'] },
  { to: '/admin/reservations', label: t.reservations, icon: CalendarClock, roles: ['ADMIN', 'AGENT'] },
  { to: '/admin/recouvrement', label: adminRecouvrement.nav, icon: HandCoins, roles: ['ADMIN', 'AGENT'] },
  { to: '/admin/releves', label: adminReleves.nav, icon: FileSpreadsheet, roles: ['ADMIN'] },
  { to: '/admin/caisse', label: adminCaisse.nav, icon: Coins, roles: ['ADMIN'] },
  { to: '/admin/comptabilite', label: adminComptabilite.nav, icon: Calculator, roles: ['ADMIN'] },
  { to: '/admin/parcelles', label: adminParcelles.nav, icon: LandPlot, roles: ['ADMIN', 'AGENT'] },
  { to: '/admin/utilisateurs', label: adminUtilisateurs.nav, icon: Users, roles: ['ADMIN'] },
  { to: '/admin/journal', label: t.journal, icon: ScrollText, roles: ['ADMIN'] },
  { to: '/admin/plans-paiement', label: adminPlansPaiement.nav, icon: Banknote, roles: ['ADMIN'] },
];

export const sectionsFor = (role: Role) => ADMIN_SECTIONS.filter((section) => section.roles.includes(role));

const LINK_CLASS =
  'flex min-h-11 items-center gap-3 rounded-lg px-3 font-medium text-stone-800 hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-accent-500 aria-[current=page]:bg-primary-50 aria-[current=page]:text-primary-800';

function SectionLinks({ role, onNavigate }: { role: Role; onNavigate?: () => void }) {
  return (
    <ul className="flex flex-col gap-1">
      {sectionsFor(role).map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <NavLink to={to} end={to === '/admin'} onClick={onNavigate} className={LINK_CLASS}>
            <Icon aria-hidden="true" className="size-5 shrink-0" />
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The back office's frame: a side navigation on wide screens, a drawer on phones (Escape, a click
 * outside or a followed link closes it; the page behind does not scroll), the page beside it.
 */
export function AdminShell({ role, children }: { role: Role; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  return (
    <div className="flex w-full flex-col md:flex-row md:gap-6 md:px-6 md:py-6">
      <div className="flex items-center justify-between border-b border-stone-200 bg-white px-4 py-2 md:hidden">
        <p className="text-sm font-semibold tracking-wide text-laterite-700 uppercase">{t.eyebrow}</p>
        <button
          type="button"
          aria-expanded={open}
          aria-controls="admin-drawer"
          onClick={() => setOpen(true)}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-semibold text-stone-800 hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-accent-500"
        >
          <Menu aria-hidden="true" className="size-5" />
          {t.openNav}
        </button>
      </div>
      <nav aria-label={t.nav} className="hidden w-56 shrink-0 md:block">
        <p className="mb-2 px-3 text-sm font-semibold tracking-wide text-laterite-700 uppercase">
          {t.eyebrow}
        </p>
        <SectionLinks role={role} />
        <p className="mt-4 px-3 text-sm text-stone-600">{role === 'ADMIN' ? t.roleAdmin : t.roleAgent}</p>
      </nav>
      {open && <Drawer role={role} onClose={close} />}
      <div className="min-w-0 flex-1 px-4 py-6 md:px-0 md:py-0">{children}</div>
    </div>
  );
}

function Drawer({ role, onClose }: { role: Role; onClose: () => void }) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useBodyScrollLock(true);
  useDismiss(true, panelRef, onClose);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    return () => opener?.focus();
  }, []);

  return (
    <div className="fixed inset-0 z-50 md:hidden">
      <div aria-hidden="true" className="absolute inset-0 bg-stone-950/50" />
      <div
        ref={panelRef}
        id="admin-drawer"
        role="dialog"
        aria-modal="true"
        aria-label={t.nav}
        onKeyDown={(event) => keepFocusInside(event, panelRef.current)}
        className="absolute inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col overflow-y-auto bg-white p-3 shadow-2xl"
      >
        <div className="mb-3 flex items-center justify-between">
          <p className="px-3 text-sm font-semibold tracking-wide text-laterite-700 uppercase">{t.eyebrow}</p>
          <button
            ref={closeRef}
            type="button"
            aria-label={t.closeNav}
            onClick={onClose}
            className="inline-flex size-11 items-center justify-center rounded-lg text-stone-800 hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-accent-500"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <nav aria-label={t.nav}>
          <SectionLinks role={role} onNavigate={onClose} />
        </nav>
      </div>
    </div>
  );
}
