// What a server-rendered page sends along to the browser (ADR 025): the query cache the server
// filled and the router's state, in one JSON script tag the page's CSP lets through (it is data,
// never run). The browser reads it back before hydrating, so nothing is fetched a second time.

import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { ApiError } from '../lib/api-client';

export const SERVER_STATE_ID = 'server-state';

export interface ServerState {
  queries: DehydratedState;
  router: HydrationState;
}

/** An API failure as JSON can carry it (an Error's message is not enumerable). */
interface SentError {
  apiError: true;
  status: number;
  message: string;
  code: string;
  errors: ApiError['errors'];
}

const isSentError = (value: unknown): value is SentError =>
  typeof value === 'object' && value !== null && (value as SentError).apiError === true;

/**
 * The finished queries, failures included: a plot the server did not find must read as not found
 * in the browser too (the page hydrates as the same 'Parcelle non trouvée', without asking again).
 */
export function dehydrateQueries(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
  for (const query of state.queries) {
    const error = query.state.error;
    if (error instanceof ApiError) {
      const sent: SentError = {
        apiError: true,
        status: error.status,
        message: error.message,
        code: error.code,
        errors: error.errors,
      };
      (query.state as { error: unknown }).error = sent;
    }
  }
  return state;
}

export function hydrateQueries(queryClient: QueryClient, state: DehydratedState): void {
  for (const query of state.queries) {
    const error: unknown = query.state.error;
    if (isSentError(error)) {
      (query.state as { error: unknown }).error = new ApiError(
        error.status,
        error.message,
        error.code,
        error.errors,
      );
    }
  }
  hydrate(queryClient, state);
}

/** The state as the text of a script tag: `<` escaped so no value can close the tag. */
export function serializeServerState(state: ServerState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The state the server sent with this page, or null on a page it did not render. */
export function readServerState(): ServerState | null {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerState;
  } catch {
    return null;
  }
}
