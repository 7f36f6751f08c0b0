import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChevronDown } from 'lucide-react';
import type { User } from '@parcelles/shared/contracts/auth';
import { fr } from '../../i18n/fr';
import { useDismiss } from '../../lib/use-dismiss';
import { AccountSummary } from './account-summary';
import { accountLinksFor } from './account-links';
import { SignOutButton } from './sign-out-button';
import { UserAvatar } from './user-avatar';

/**
 * Spec §2: the profile menu of the top bar. A disclosure (a button and the panel it shows): the
 * links inside are ordinary links in the Tab order; Escape or a click outside closes it.
 */
export function ProfileMenu({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  const closeAndFocus = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  useDismiss(open, containerRef, closeAndFocus);

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={fr.account.menu(user.nom)}
        onClick={() => setOpen((isOpen) => !isOpen)}
        className="inline-flex min-h-11 items-center gap-2 rounded-full py-1 pr-2 pl-1 text-stone-800 transition-colors hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-accent-500"
      >
        <UserAvatar nom={user.nom} />
        <span className="hidden max-w-36 truncate font-medium lg:inline">{user.nom}</span>
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {open && (
        <div
          id={panelId}
          className="absolute top-full right-0 mt-2 w-72 rounded-xl border border-stone-200 bg-white p-2 shadow-xl motion-safe:animate-[fade-in_120ms_ease-out]"
        >
          <div className="border-b border-stone-200 px-3 pt-2 pb-3">
            <AccountSummary user={user} />
          </div>
          <ul className="flex flex-col gap-0.5 py-2">
            {accountLinksFor(user.role).map(({ to, label }) => (
              <li key={to}>
                <Link
                  to={to}
                  onClick={close}
                  className="flex min-h-11 items-center rounded-lg px-3 font-medium text-stone-800 hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-accent-500"
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
          <div className="border-t border-stone-200 pt-2">
            <SignOutButton />
          </div>
        </div>
      )}
    </div>
  );
}
