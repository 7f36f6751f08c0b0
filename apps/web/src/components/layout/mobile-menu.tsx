import { useEffect, useRef } from 'react';
import { Link, NavLink } from 'react-router';
import { Bell, X } from 'lucide-react';
import type { User } from '@parcelles/shared/contracts/auth';
import { ButtonLink } from '../ui/button-link';
import { fr } from '../../i18n/fr';
import { useBodyScrollLock } from '../../lib/use-body-scroll-lock';
import { useDismiss } from '../../lib/use-dismiss';
import { keepFocusInside } from '../../lib/keep-focus-inside';
import { Logo } from './logo';
import { AccountSummary } from './account-summary';
import { accountLinksFor } from './account-links';
import { NAV_LINKS } from './nav-links';
import { useUnreadBadge } from './notification-bell';
import { SignOutButton } from './sign-out-button';

interface MobileMenuProps {
  id: string;
  /** The signed-in user, or null for a visitor. */
  user: User | null;
  /** Called on Escape, a click outside, the close button or a followed link; keep it stable. */
  onClose: () => void;
}

const ACCOUNT_LINK_CLASS =
  'flex min-h-11 items-center gap-3 rounded-lg px-3 text-lg font-medium text-stone-800 hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-accent-500';

/**
 * The side menu of small screens (spec §2): same content as the top bar. A modal dialog: focus
 * moves in on open and stays inside until it closes; the page behind does not scroll.
 */
export function MobileMenu({ id, user, onClose }: MobileMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);

  useBodyScrollLock(true);
  useDismiss(true, panelRef, onClose);
  useEffect(() => closeButtonRef.current?.focus(), []);

  return (
    <div className="fixed inset-0 z-50 md:hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-stone-950/50 motion-safe:animate-[fade-in_150ms_ease-out]"
      />
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label={fr.layout.menu}
        onKeyDown={(event) => keepFocusInside(event, panelRef.current)}
        className="absolute inset-y-0 right-0 flex w-80 max-w-[85vw] flex-col overflow-y-auto bg-white shadow-2xl motion-safe:animate-[slide-in_200ms_ease-out]"
      >
        <div className="flex h-16 items-center justify-between border-b border-stone-200 px-4">
          <Link
            to="/"
            onClick={onClose}
            aria-label={fr.layout.homeLink}
            className="rounded-md focus-visible:outline-3 focus-visible:outline-accent-500"
          >
            <Logo />
          </Link>
          <button
            ref={closeButtonRef}
            type="button"
            aria-label={fr.layout.closeMenu}
            onClick={onClose}
            className="inline-flex size-11 items-center justify-center rounded-lg text-stone-800 hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-accent-500"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <nav className="px-3 py-4">
          <ul className="flex flex-col gap-1">
            {NAV_LINKS.map(({ to, label }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={to === '/'}
                  onClick={onClose}
                  className="flex min-h-12 items-center rounded-lg px-3 text-lg font-medium text-stone-800 hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-accent-500 aria-[current=page]:bg-primary-50 aria-[current=page]:text-primary-800"
                >
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {user ? (
          <div className="mt-auto border-t border-stone-200 p-4">
            <AccountSummary user={user} />
            <ul className="mt-3 flex flex-col gap-1">
              <li>
                <NotificationsLink onClose={onClose} />
              </li>
              {accountLinksFor(user.role).map(({ to, label }) => (
                <li key={to}>
                  <Link to={to} onClick={onClose} className={ACCOUNT_LINK_CLASS}>
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
            <SignOutButton className="mt-2 text-lg" onSignedOut={onClose} />
          </div>
        ) : (
          <div className="mt-auto flex flex-col gap-3 border-t border-stone-200 p-4">
            <ButtonLink to="/register" onClick={onClose}>
              {fr.layout.register}
            </ButtonLink>
            <ButtonLink to="/login" variant="outline" onClick={onClose}>
              {fr.layout.login}
            </ButtonLink>
          </div>
        )}
      </div>
    </div>
  );
}

/** 'Notifications' with the unread count of the bell beside it, in the name too. */
function NotificationsLink({ onClose }: { onClose: () => void }) {
  const { badge, label } = useUnreadBadge();
  return (
    <Link to="/notifications" onClick={onClose} aria-label={label} className={ACCOUNT_LINK_CLASS}>
      <Bell aria-hidden="true" className="size-5 text-stone-500" />
      {fr.account.notifications}
      {badge && (
        <span
          aria-hidden="true"
          className="ml-auto inline-flex min-w-6 items-center justify-center rounded-full bg-laterite-600 px-1.5 text-sm leading-6 font-bold text-white"
        >
          {badge}
        </span>
      )}
    </Link>
  );
}
