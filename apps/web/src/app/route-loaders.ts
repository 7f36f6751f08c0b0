// Each screen's data starts with its code: the router runs a route's loader at the same time as it
// downloads the route's lazy chunk, so the requests below leave before the chunk has arrived. The
// screen then reads the same queries (same options, same keys) and finds them cached or in flight.
//
// A loader only starts the queries and returns at once: navigation never waits for the data, and
// the screen shows its own skeleton, error or empty state exactly as before. A failure is caught
// here and left in the cache for the screen to show. Only the feature's small `api/` files are
// imported (the whole app's first load carries them), never a component.
// Protected data is asked only with a stored session, once the server has confirmed it (the same
// check the auth feature makes at start): a signed-out visitor is sent to /login by the route's
// guard, and a refused session never reaches the protected calls.

import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { isNotificationType } from '@parcelles/shared/domain';
import { getConfirmedProfile } from '../features/auth/api/get-profile';
import { verifyEmailQueryOptions } from '../features/auth/api/verify-email';
import { myPlotsQueryOptions } from '../features/my-plots/api/get-my-plots';
import { notificationsQueryOptions } from '../features/notifications/api/get-notifications';
import { parcelleQueryOptions } from '../features/parcelles/api/get-parcelle';
import { FEATURED_PARCELLES_QUERY, parcellesQueryOptions } from '../features/parcelles/api/get-parcelles';
import { parcellesStatsQueryOptions } from '../features/parcelles/api/get-parcelles-stats';
import { similarParcellesQueryOptions } from '../features/parcelles/api/get-similar-parcelles';
import { parcelleCardsQueryOptions } from '../features/parcelles-search/api/get-parcelle-cards';
import { searchParcellesQueryOptions } from '../features/parcelles-search/api/search-parcelles';
import { parsePlotSearch, toApiFilters } from '../features/parcelles-search/hooks/plot-search-params';
import { availabilityQueryOptions } from '../features/reservations/api/check-availability';
import {
  RESERVATIONS_PAGE_SIZE,
  myReservationsQueryOptions,
  readReservationsParams,
} from '../features/reservations/api/get-my-reservations';
import { sitePlanQueryOptions } from '../features/site-plan/api/get-site-plan';
import { unreadNotificationsCountQueryOptions } from '../lib/notification-queries';
import { hasStoredSession } from '../lib/session';

type Loader = (args: LoaderFunctionArgs) => null | Promise<null>;
/** The requests a loader starts (each the promise of one query's data). */
type Starts = (args: LoaderFunctionArgs) => readonly Promise<unknown>[];

/** Waits for every request, never rejecting: the screen reads the same query and shows a failure. */
const settled = (requests: readonly Promise<unknown>[]) => Promise.allSettled(requests);

const searchOf = (request: Request) => new URL(request.url).searchParams;

/**
 * A loader runs on entering its screen. Within the screen (a filter, a page, kept in the address)
 * the mounted screen asks for its own data, and the address changes at once, as without a loader.
 */
export const enteringOnly = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) => defaultShouldRevalidate && currentUrl.pathname !== nextUrl.pathname;

export interface RouteLoaderOptions {
  /**
   * The server's rendering (ADR 025) waits for the data so the HTML carries it; in the browser a
   * loader never holds the navigation.
   */
  waitForData?: boolean;
}

/** The route loaders, bound to the app's query client (tests pass their own). */
export function createRouteLoaders(
  queryClient: QueryClient,
  { waitForData = false }: RouteLoaderOptions = {},
) {
  // `ensure…Data` asks only for what is not cached yet, as the screen's own query would.
  const ensure: typeof queryClient.ensureQueryData = (options) => queryClient.ensureQueryData(options);
  const ensureInfinite: typeof queryClient.ensureInfiniteQueryData = (options) =>
    queryClient.ensureInfiniteQueryData(options);

  /** A loader that starts the screen's requests and lets the navigation go on at once. */
  const starting =
    (starts: Starts): Loader =>
    (args) => {
      const done = settled(starts(args));
      return waitForData ? done.then(() => null) : null;
    };
  /**
   * The same, for a screen behind the sign-in guard: nothing without a stored session, and nothing
   * before the server has confirmed it (a request shared with the auth feature's check at start;
   * known afterwards, or from signing in).
   */
  const startingSignedIn =
    (starts: Starts): Loader =>
    (args) => {
      if (!hasStoredSession()) return null;
      void getConfirmedProfile(queryClient).then(
        () => (hasStoredSession() ? settled(starts(args)) : undefined),
        () => undefined,
      );
      return null;
    };

  return {
    home: starting(() => [
      ensure(parcellesQueryOptions(FEATURED_PARCELLES_QUERY)),
      ensure(parcellesStatsQueryOptions()),
    ]),

    map: starting(({ request }) => {
      const { filters, view, page } = parsePlotSearch(searchOf(request));
      const apiFilters = toApiFilters(filters);
      return [
        ensure(parcelleCardsQueryOptions(apiFilters)),
        // The map view draws on the site plan; the list and the grid page through full records.
        view === 'carte'
          ? ensure(sitePlanQueryOptions())
          : ensure(searchParcellesQueryOptions({ filters: apiFilters, page })),
        // Spec §4: the signed-in user's own counters.
        ...(hasStoredSession() ? [ensure(myReservationsQueryOptions({ limit: 1 }))] : []),
      ];
    }),

    parcelleDetail: starting(({ params }) => {
      const id = params.id ?? '';
      // The plan and the similar plots belong to a plot that exists: asked once it has loaded.
      const parcelle = ensure(parcelleQueryOptions(id));
      return [
        parcelle,
        parcelle.then(() =>
          settled([ensure(sitePlanQueryOptions()), ensure(similarParcellesQueryOptions(id))]),
        ),
      ];
    }),

    verifyEmail: starting(({ request }) => {
      const token = searchOf(request).get('token')?.trim() ?? '';
      // Without a token the page says so at once and sends nothing.
      return token === '' ? [] : [ensure(verifyEmailQueryOptions(token))];
    }),

    reservation: startingSignedIn(({ params }) => [
      ensure(parcelleQueryOptions(params.id ?? '')),
      ensure(availabilityQueryOptions(params.id ?? '')),
    ]),

    reservations: startingSignedIn(({ request }) => {
      const { statut, page } = readReservationsParams(searchOf(request));
      return [ensure(myReservationsQueryOptions({ statut, page, limit: RESERVATIONS_PAGE_SIZE }))];
    }),

    myPlots: startingSignedIn(() => [ensure(myPlotsQueryOptions())]),

    notifications: startingSignedIn(({ request }) => {
      const type = searchOf(request).get('type');
      return [
        ensureInfinite(notificationsQueryOptions(isNotificationType(type) ? type : undefined)),
        ensure(unreadNotificationsCountQueryOptions()),
      ];
    }),
  };
}
