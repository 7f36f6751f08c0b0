import { Link, NavLink } from 'react-router';
import { fr } from '../../i18n/fr';
import { Logo } from './logo';

const NAV_LINKS = [
  { to: '/', label: fr.layout.nav.home },
  { to: '/map', label: fr.layout.nav.map },
  { to: '/contact', label: fr.layout.nav.contact },
] as const;

export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur supports-backdrop-filter:bg-white/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:px-6">
        <Link
          to="/"
          className="rounded-md text-primary-800 focus-visible:outline-3 focus-visible:outline-accent-500"
        >
          <Logo />
        </Link>
        <nav aria-label={fr.layout.mainNav}>
          <ul className="flex items-center gap-1 sm:gap-2">
            {NAV_LINKS.map(({ to, label }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  // `end` keeps Accueil from being marked current on every page under '/'.
                  end={to === '/'}
                  className="inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium text-stone-700 transition-colors hover:bg-stone-100 hover:text-primary-800 focus-visible:outline-3 focus-visible:outline-accent-500 aria-[current=page]:bg-primary-50 aria-[current=page]:text-primary-800 sm:px-3 sm:text-base"
                >
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
