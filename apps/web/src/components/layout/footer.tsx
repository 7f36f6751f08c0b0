import { Link } from 'react-router';
import { Mail, MapPin, Phone } from 'lucide-react';
import { BUSINESS } from '@parcelles/shared/business';
import type { Role } from '@parcelles/shared/domain';
import { fr } from '../../i18n/fr';
import { useIsAuthenticated, useStoredUser } from '../../lib/session';
import { accountLinksFor } from './account-links';
import { Logo } from './logo';

const { links } = fr.layout.footer;

interface FooterLink {
  to: string;
  label: string;
}

const NAVIGATION: FooterLink[] = [
  { to: '/', label: links.home },
  { to: '/map', label: links.map },
  { to: '/contact', label: links.contact },
];

/** A visitor is offered an account; the protected pages lead to the sign-in page first. */
const VISITOR_ACCOUNT: FooterLink[] = [
  { to: '/login', label: links.login },
  { to: '/register', label: links.register },
  { to: '/reservations', label: links.reservations },
  { to: '/parcelles-miennes', label: links.myPlots },
  { to: '/profile', label: links.profile },
];

const LEGAL: FooterLink[] = [
  { to: '/terms', label: links.terms },
  { to: '/privacy', label: links.privacy },
  { to: '/contact', label: links.contact },
];

/** Signed in: the links of the account menus (the mobile menu's), never the sign-in ones. */
const signedInAccount = (role: Role | undefined): FooterLink[] => [
  { to: '/notifications', label: fr.account.notifications },
  ...accountLinksFor(role),
];

const linkClass =
  'rounded-sm text-primary-100 underline-offset-4 transition-colors hover:text-white hover:underline focus-visible:outline-3 focus-visible:outline-accent-400';

/** 'tel:' wants the number without spaces. */
const telHref = (phone: string) => `tel:${phone.replace(/\s/g, '')}`;

/**
 * Spec §2: address in Lubumbashi, two phones, two e-mails, three link groups, the current year.
 * 'Mon compte' follows the session: sign-in links for a visitor, the account's pages once signed in.
 */
export function Footer() {
  const year = new Date().getFullYear();
  const signedIn = useIsAuthenticated();
  const role = useStoredUser()?.role;
  const groups = [
    { title: fr.layout.footer.navigation, links: NAVIGATION },
    { title: fr.layout.footer.account, links: signedIn ? signedInAccount(role) : VISITOR_ACCOUNT },
    { title: fr.layout.footer.legal, links: LEGAL },
  ];

  return (
    // Below the first screen on every page but the shortest (ADR 034).
    <footer className="below-fold bg-primary-950 text-primary-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pt-12 pb-8 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="flex flex-col gap-4">
          <Logo inverted />
          <p className="max-w-sm text-sm text-primary-100">{fr.layout.footer.pitch}</p>
          <address className="flex flex-col gap-3 text-sm not-italic">
            <p className="flex gap-2.5">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-400" />
              <span>
                <span className="sr-only">{fr.layout.footer.address} : </span>
                {BUSINESS.adressePostale}, {BUSINESS.ville}
                <br />
                {BUSINESS.boitePostale}
              </span>
            </p>
            <ul aria-label={fr.layout.footer.phones} className="flex flex-col gap-1.5">
              {BUSINESS.telephones.map((phone) => (
                <li key={phone} className="flex items-center gap-2.5">
                  <Phone aria-hidden="true" className="size-4 shrink-0 text-accent-400" />
                  <a href={telHref(phone)} className={linkClass}>
                    {phone}
                  </a>
                </li>
              ))}
            </ul>
            <ul aria-label={fr.layout.footer.emails} className="flex flex-col gap-1.5">
              {Object.values(BUSINESS.emails).map((email) => (
                <li key={email} className="flex items-center gap-2.5">
                  <Mail aria-hidden="true" className="size-4 shrink-0 text-accent-400" />
                  <a href={`mailto:${email}`} className={linkClass}>
                    {email}
                  </a>
                </li>
              ))}
            </ul>
          </address>
        </div>

        {groups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{group.title}</h2>
            <ul className="mt-4 flex flex-col gap-2.5 text-sm">
              {group.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>

      <div className="border-t border-primary-900">
        {/* On phones the floating customer-service button sits in the corner: the room below the
            last line lets the page scroll it clear (support-button.tsx). */}
        <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 pt-5 pb-20 text-xs text-primary-200 sm:flex-row sm:justify-between sm:px-6 sm:pb-5">
          <p>{fr.layout.footer.copyright(year, BUSINESS.raisonSociale)}</p>
          <p>{fr.layout.footer.registration(BUSINESS.rccm, BUSINESS.idNat)}</p>
        </div>
      </div>
    </footer>
  );
}
