import { Suspense, useCallback, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { ExternalLink, Map as MapIcon, Menu } from 'lucide-react';
import { HEADER_SCROLL_THRESHOLD_PX } from '@parcelles/shared/domain';
import { ButtonLink } from '../ui/button-link';
import { fr } from '../../i18n/fr';
import { useIsAuthenticated, useStoredUser } from '../../lib/session';
import { useScrolledPast } from '../../lib/use-scrolled-past';
import { Logo } from './logo';
import { lazyPart, usePreloadWhenIdle } from '../../lib/lazy-part';
import { NAV_LINKS } from './nav-links';

// Shown once opened, or to a signed-in user only (whose pages the browser renders): their code is
// not in the first load of the public pages (ADR 027).
const MobileMenu = lazyPart(() => import('./mobile-menu').then((m) => m.MobileMenu));
const NotificationBell = lazyPart(() => import('./notification-bell').then((m) => m.NotificationBell));
const ProfileMenu = lazyPart(() => import('./profile-menu').then((m) => m.ProfileMenu));

const MOBILE_MENU_ID = 'menu-mobile';

/**
 * Spec §2: a fixed top bar that turns translucent and shrinks past 10 px of scroll. Below the
 * `md` breakpoint the links move into the side menu and a compact Carte shortcut stays visible.
 * In the back office (`staff`, issue 23) it spans the screen, leads to the dashboard, and trades
 * the public menu and the map shortcut for a way back to the site; the account stays.
 */
export function Header({ variant = 'site' }: { variant?: 'site' | 'staff' }) {
  const staff = variant === 'staff';
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const signedIn = useIsAuthenticated();
  const user = useStoredUser();
  const account = signedIn ? user : null;
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  usePreloadWhenIdle(MobileMenu);
  // Stable, so the menu's Escape and outside-click listeners are attached once per opening.
  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    menuButtonRef.current?.focus();
  }, []);

  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-300 ${
        scrolled ? 'border-stone-200/80 bg-white/80 shadow-sm backdrop-blur-md' : 'border-stone-200 bg-white'
      }`}
    >
      <div
        className={`mx-auto flex ${staff ? '' : 'max-w-6xl'} items-center justify-between gap-3 px-4 transition-[height] duration-300 sm:px-6 ${
          scrolled ? 'h-14' : 'h-16'
        }`}
      >
        <Link
          to={staff ? '/admin' : '/'}
          aria-label={staff ? fr.layout.staff.homeLink : fr.layout.homeLink}
          className="flex items-center gap-3 rounded-md text-primary-800 focus-visible:outline-3 focus-visible:outline-accent-500"
        >
          <Logo />
          {staff && (
            <span className="hidden text-sm font-semibold tracking-wide text-laterite-700 uppercase sm:inline">
              {fr.layout.staff.name}
            </span>
          )}
        </Link>

        {staff ? (
          <Link
            to="/"
            className="hidden min-h-11 items-center gap-1.5 rounded-md px-3 font-medium text-stone-700 hover:bg-stone-100 hover:text-primary-800 focus-visible:outline-3 focus-visible:outline-accent-500 md:inline-flex"
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            {fr.layout.staff.backToSite}
          </Link>
        ) : (
          <nav aria-label={fr.layout.mainNav} className="hidden md:block">
            <ul className="flex items-center gap-1">
              {NAV_LINKS.map(({ to, label }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    // `end` keeps Accueil from being marked current on every page under '/'.
                    end={to === '/'}
                    className="inline-flex min-h-11 items-center rounded-md px-3 font-medium text-stone-700 transition-colors hover:bg-stone-100 hover:text-primary-800 focus-visible:outline-3 focus-visible:outline-accent-500 aria-[current=page]:bg-primary-50 aria-[current=page]:text-primary-800"
                  >
                    {label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}

        <div className="flex items-center gap-1 sm:gap-2">
          {!account && (
            <div className="hidden items-center gap-2 md:flex">
              <Link
                to="/login"
                className="inline-flex min-h-11 items-center rounded-lg px-4 font-semibold text-primary-800 transition-colors hover:bg-primary-50 focus-visible:outline-3 focus-visible:outline-accent-500"
              >
                {fr.layout.login}
              </Link>
              <ButtonLink to="/register">{fr.layout.register}</ButtonLink>
            </div>
          )}
          {!staff && (
            <Link
              to="/map"
              aria-label={fr.layout.mapShortcutLabel}
              className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full bg-primary-50 px-3 text-sm font-semibold text-primary-800 ring-1 ring-primary-200 transition-colors ring-inset hover:bg-primary-100 focus-visible:outline-3 focus-visible:outline-accent-500 md:hidden"
            >
              <MapIcon aria-hidden="true" className="size-4" />
              {/* Signed in, the bell joins the bar: on the narrowest phones the shortcut keeps its icon only. */}
              <span className={account ? 'max-[399px]:hidden' : undefined}>{fr.layout.mapShortcut}</span>
            </Link>
          )}
          {/* On every screen (DESIGN.md §5: the bell is reachable on a phone), beside the menu button. */}
          {account && (
            <Suspense fallback={<span className="size-11 shrink-0" />}>
              <NotificationBell />
            </Suspense>
          )}
          {account && (
            <div className="hidden md:block">
              <Suspense fallback={null}>
                <ProfileMenu user={account} />
              </Suspense>
            </div>
          )}
          <button
            ref={menuButtonRef}
            type="button"
            aria-label={fr.layout.openMenu}
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onPointerDown={MobileMenu.preload}
            onClick={() => setMenuOpen(true)}
            className="inline-flex size-11 items-center justify-center rounded-lg text-stone-800 transition-colors hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-accent-500 md:hidden"
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
        </div>
      </div>

      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu id={MOBILE_MENU_ID} user={account} onClose={closeMenu} />
        </Suspense>
      )}
    </header>
  );
}
