// The one way the web app talks to the API: JSON over fetch, unwrapping the `{ success, data }`
// envelope (DESIGN.md §3) and turning every failure into an `ApiError` the UI can show as is.

import { API_TIMEOUT_MS } from '@parcelles/shared/domain';
import {
  MESSAGES,
  codeForStatus,
  messageForStatus,
  type ApiFailure,
  type ErrorCode,
  type FieldErrors,
} from '@parcelles/shared/errors';
import { REFRESHED_TOKEN_HEADER } from '@parcelles/shared/domain';
import { clearSession, getStoredToken, notifyUnauthorized, storeToken } from './session';

export const API_BASE_URL = '/api/v1';
export { REFRESHED_TOKEN_HEADER as RENEWED_TOKEN_HEADER };
// Spec §9: 150 s (API_TIMEOUT_MS). Uploads of proofs on slow connections are what need it this long.

/** Server codes plus the failures that never reach the server (status 0). */
export type ApiErrorCode =
  | ErrorCode
  | 'NETWORK_ERROR'
  | 'TIMEOUT'
  | 'INVALID_RESPONSE'
  | 'REQUEST_SETUP'
  // Codes of one screen the shared list does not name (e.g. EMAIL_NOT_VERIFIED on sign-in).
  | (string & {});

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no answer arrived (offline, timeout). */
  readonly status: number;
  readonly code: ApiErrorCode;
  /** Field -> message(s), present on validation failures (400/422). */
  readonly errors: FieldErrors;

  constructor(status: number, message: string, code: ApiErrorCode, errors: FieldErrors = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.errors = errors;
  }

  /** The first message for a form field, ready to show under it. */
  fieldError(field: string): string | undefined {
    const value = this.errors[field];
    return Array.isArray(value) ? value[0] : value;
  }
}

type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Empty values are dropped, so callers can pass optional filters as they are. */
  query?: Record<string, QueryValue>;
  /** A plain value is sent as JSON; FormData is sent as multipart with the browser's boundary. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Cancels the request, e.g. the signal TanStack Query gives to a `queryFn`. */
  signal?: AbortSignal;
  /**
   * A 401 always clears the session; it also sends the visitor to /login unless this is false.
   * The app's own session checks pass false: a visitor on a public page is not taken away from it
   * because an old session ended (a protected page redirects by itself once signed out).
   */
  redirectOnUnauthorized?: boolean;
}

/** A success answer in full: the data, the server's message (shown in toasts) and the headers. */
export interface ApiResult<T> {
  data: T;
  message?: string;
  headers: Headers;
}

/** Spec §8's failure when no answer can arrive: the connection is lost. */
export const networkError = () => new ApiError(0, MESSAGES.network, 'NETWORK_ERROR');

/**
 * True when the browser knows it has no connection. (`onLine` true proves nothing, false is sure.)
 * Calls then fail at once with the network message instead of waiting for a request that cannot
 * leave, and nothing is kept to be sent later without the user asking again.
 */
export const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * True when a service worker answers this page's requests (production builds, ADR 026): offline,
 * a read is still asked of it, since it may hold a copy of a public page's data. A write never is.
 */
const servedByWorker = (): boolean =>
  typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller);

/** What sends a request: the browser's fetch; the server rendering (ADR 025) passes its own. */
let transport: typeof fetch = (input, init) => fetch(input, init);

/** The server's rendering bundle answers `/api/v1/…` in-process instead of over the network. */
export function setApiTransport(send: typeof fetch): void {
  transport = send;
}

export async function apiCall<T>(path: string, options: ApiRequestOptions = {}): Promise<ApiResult<T>> {
  const { method = 'GET', query, body, headers, signal, redirectOnUnauthorized = true } = options;
  if (isOffline() && !(method === 'GET' && servedByWorker())) throw networkError();

  let url: string;
  let init: RequestInit;
  try {
    url = buildUrl(path, query);
    init = buildInit(method, body, headers, signal);
  } catch {
    // A body that cannot be serialised, a value that cannot be a header: our bug, not the network.
    throw new ApiError(0, MESSAGES.requestSetup, 'REQUEST_SETUP');
  }

  let response: Response;
  try {
    response = await transport(url, init);
  } catch (error) {
    // A cancellation asked for by the caller is not a failure: let it through untouched so
    // TanStack Query recognises it.
    if (signal?.aborted) throw error;
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new ApiError(0, MESSAGES.network, 'TIMEOUT');
    }
    throw networkError();
  }

  if (response.status === 401) {
    // Spec §8: a refused token ends the session here, whoever asked.
    clearSession();
    if (redirectOnUnauthorized) notifyUnauthorized();
  } else {
    keepRenewedToken(response);
  }

  if (response.status === 204) return { data: undefined as T, headers: response.headers };

  const payload = await readJson(response);
  if (!response.ok || !isEnvelope(payload) || payload.success === false) {
    throw answerError(response.status, payload);
  }
  return { data: payload.data as T, message: payload.message, headers: response.headers };
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  return (await apiCall<T>(path, options)).data;
}

export const api = {
  get: <T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<ApiRequestOptions, 'method'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

function buildUrl(path: string, query: ApiRequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE_URL}${path}${search ? `?${search}` : ''}`;
}

function buildInit(
  method: string,
  body: unknown,
  headers: Record<string, string> | undefined,
  signal: AbortSignal | undefined,
): RequestInit {
  const isForm = body instanceof FormData;
  const token = getStoredToken();
  return {
    method,
    headers: {
      Accept: 'application/json',
      ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
      // Spec §6: the bearer token goes with every request when one is stored.
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    signal: withTimeout(signal),
  };
}

/**
 * The server renews a session close to its end by sending the new bearer token in a header
 * (ADR 006); it replaces the stored one so the user is never thrown out mid-task.
 */
function keepRenewedToken(response: Response): void {
  const renewed = response.headers.get(REFRESHED_TOKEN_HEADER);
  if (renewed && getStoredToken() !== null) storeToken(renewed);
}

function withTimeout(signal: AbortSignal | undefined): AbortSignal {
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  if (!signal) return timeout;
  // AbortSignal.any is recent (2024 browsers); older phones still get the timeout, just not both.
  return typeof AbortSignal.any === 'function' ? AbortSignal.any([signal, timeout]) : signal;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    // An HTML error page from a proxy, or an empty body: treated as "no envelope".
    return undefined;
  }
}

type Envelope = { success: true; data: unknown; message?: string } | ApiFailure;

export function isEnvelope(payload: unknown): payload is Envelope {
  return (
    typeof payload === 'object' && payload !== null && typeof (payload as Envelope).success === 'boolean'
  );
}

/**
 * The ApiError of an answer that is not a success: spec §8's message for the status, the server's
 * own message preferred when present. `fallback` replaces the catalogue's message for a caller
 * with a better one (the proof upload). Shared with the XMLHttpRequest upload, which has no Response.
 */
export function answerError(status: number, payload: unknown, fallback?: string): ApiError {
  const failure = isEnvelope(payload) && payload.success === false ? payload : undefined;
  if (!failure) {
    // A 2xx that is not our envelope means something other than the API answered (e.g. the SPA
    // fallback of a misconfigured proxy).
    return status >= 200 && status < 300
      ? new ApiError(status, fallback ?? MESSAGES.other, 'INVALID_RESPONSE')
      : new ApiError(status, fallback ?? messageForStatus(status), codeForStatus(status));
  }
  const message = failure.message?.trim() ? failure.message : (fallback ?? messageForStatus(status));
  return new ApiError(status, message, failure.code ?? codeForStatus(status), failure.errors ?? {});
}
