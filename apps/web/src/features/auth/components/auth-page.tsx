import { useEffect, useRef, type ReactNode } from 'react';
import { CircleCheck } from 'lucide-react';
import { fr } from '../../../i18n/fr';
import { auth as frAuth } from '../../../i18n/fr/auth';

/**
 * The frame of the account screens: the form in a card and, on wide screens, a panel saying what
 * an account is for. `heading` is the page's h1 and its title.
 *
 * `announce` is for an outcome that replaces a form the user may have scrolled far down (on a
 * phone, the sign-up form): the page goes back to the top and the heading takes the focus, so the
 * news is both on screen and read out by a screen reader.
 */
export function AuthPage({
  heading,
  intro,
  announce = false,
  children,
}: {
  heading: string;
  intro?: string;
  announce?: boolean;
  children: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!announce) return;
    window.scrollTo(0, 0);
    headingRef.current?.focus({ preventScroll: true });
  }, [announce, heading]);

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-8 sm:px-6 sm:py-14 lg:grid-cols-[1fr_30rem] lg:items-start">
      <title>{frAuth.pageTitle(heading)}</title>
      <aside className="hidden overflow-hidden rounded-2xl bg-gradient-to-br from-primary-800 via-primary-900 to-primary-950 p-10 text-white shadow-sm lg:mt-6 lg:block">
        <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">{fr.app.city}</p>
        <p className="mt-3 text-3xl leading-tight font-bold text-balance">{frAuth.aside.heading}</p>
        <ul className="mt-8 flex flex-col gap-4">
          {frAuth.aside.points.map((point) => (
            <li key={point} className="flex items-start gap-3 text-primary-50">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-300" />
              {point}
            </li>
          ))}
        </ul>
      </aside>
      <section
        aria-labelledby="auth-heading"
        className="w-full rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8"
      >
        <h1
          ref={headingRef}
          id="auth-heading"
          tabIndex={announce ? -1 : undefined}
          className="text-2xl font-bold text-stone-900 focus:outline-none sm:text-3xl"
        >
          {heading}
        </h1>
        {intro && <p className="mt-2 text-stone-700">{intro}</p>}
        <div className="mt-6">{children}</div>
      </section>
    </div>
  );
}
