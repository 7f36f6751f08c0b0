import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { fr } from '../../i18n/fr';
import { Button } from '../ui/button';

/**
 * Shown in place of a screen that failed to load or render, most often a route chunk gone after
 * a new deploy: reloading fetches the current one.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-stone-900">{fr.routeError.heading}</h1>
      <p className="text-stone-700">{fr.routeError.text}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button size="md" onClick={() => window.location.reload()}>
          {fr.routeError.reload}
        </Button>
        <Link
          to="/"
          className="inline-flex min-h-11 items-center rounded-lg px-5 py-2.5 font-semibold text-primary-800 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-accent-500"
        >
          {fr.routeError.backHome}
        </Link>
      </div>
    </section>
  );
}
