// The API as a web test declares it. `fetch` is stubbed for every test (setup.ts): a test answers
// the requests it expects, and any other request fails it, naming method and URL, as MSW's
// onUnhandledRequest: 'error' does. A 404 fallback let a screen call what nobody expected and pass.
import { vi } from 'vitest';
import type { User } from '@parcelles/shared/contracts/auth';
import { pagination, type Pagination } from '@parcelles/shared/contracts/common';
import type { NotificationList } from '@parcelles/shared/contracts/notifications';
import { storeTestSession, testUser } from './session';

// ---------------------------------------------------------------------------------------------
// The API's answers, in its envelope (DESIGN.md §3).

/** The API's success envelope. */
export const ok = (data: unknown, message?: string, status = 200) =>
  Response.json({ success: true, data, message }, { status });

/** The API's failure envelope, with the fields' messages of a 400 when given. */
export const fail = (
  status: number,
  message: string,
  code: string,
  errors?: Record<string, string | string[]>,
) => Response.json({ success: false, message, code, errors }, { status });

/** The API's answer to a fault of its own (500), in its words. */
export const serverError = () => fail(500, 'Erreur serveur. Veuillez réessayer plus tard.', 'INTERNAL_ERROR');

/** A server fault the first time, `answer` afterwards: what a screen's 'Réessayer' is tested with. */
export function failingOnce(answer: () => Response): () => Response {
  let calls = 0;
  return () => (++calls === 1 ? serverError() : answer());
}

/** An answer that never comes: the screen stays loading. */
export const never = () => new Promise<Response>(() => {});

/** The first page of a list of `total` items, `limit` a page, as the API counts it. */
export const firstPage = (total: number, limit = 20): Pagination => pagination(1, limit, total);

/** The bell's answer (GET /notifications/my?lue=false&limit=1): its total is the unread count. */
export const unreadNotifications = (total: number): NotificationList => ({
  notifications: [],
  pagination: firstPage(total, 1),
});

/** The JSON body a request sent ({} without one). */
export const bodyOf = (init?: RequestInit) =>
  JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;

// ---------------------------------------------------------------------------------------------
// The stub, and the requests nobody expected.

/** A handler's answer: `undefined` (or nothing) when the request is none the test expects. */
export type Answer = Response | undefined | Promise<Response | undefined>;

let unexpected: string[] = [];

/** The requests no handler answered since the last call (setup.ts fails the test on any). */
export function takeUnexpectedRequests(): string[] {
  const taken = unexpected;
  unexpected = [];
  return taken;
}

/**
 * Stubs `fetch` with `handler`, which answers with real `Response` objects. A request it leaves
 * unanswered (`undefined`) fails like a network error, and fails the test once it ends.
 */
export function stubFetch(handler: (url: string, init?: RequestInit) => Answer) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = input instanceof Request ? input.url : String(input);
    const answer = await handler(url, init);
    if (answer) return answer;
    const request = `${(init?.method ?? 'GET').toUpperCase()} ${url}`;
    unexpected.push(request);
    throw new TypeError(`Unexpected request ${request}: the test does not expect it`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

// ---------------------------------------------------------------------------------------------
// Handlers that read the request, as MSW's do.

/** A request as a handler of `stubApi` sees it. */
export interface ApiRequest {
  /** Upper case: 'GET', 'POST'… */
  method: string;
  url: URL;
  /** The pathname under /api/v1 ('/auth/profile'), or the whole pathname outside it. */
  path: string;
  init: RequestInit | undefined;
}
export type ApiHandler = (request: ApiRequest) => Answer;

/** Answers `method path` (the path under /api/v1, query aside) with `answer`, as MSW's http.get/post. */
export const route =
  (method: string, path: string, answer: (request: ApiRequest) => Answer): ApiHandler =>
  (request) =>
    request.method === method && request.path === path ? answer(request) : undefined;

/** The first of `handlers` to answer a request answers it. */
export const firstAnswer =
  (...handlers: ApiHandler[]): ApiHandler =>
  async (request) => {
    for (const handler of handlers) {
      const answer = await handler(request);
      if (answer) return answer;
    }
    return undefined;
  };

/** `stubFetch` with each request read (method, URL, path under /api/v1), answered by the first of `handlers`. */
export function stubApi(...handlers: ApiHandler[]) {
  const handler = firstAnswer(...handlers);
  return stubFetch((input, init) => {
    const url = new URL(input, 'http://localhost');
    const path = url.pathname.startsWith('/api/v1/') ? url.pathname.slice('/api/v1'.length) : url.pathname;
    return handler({ method: (init?.method ?? 'GET').toUpperCase(), url, path, init });
  });
}

/**
 * The API of a signed-in `user`: `handlers` answer first; then the session check (GET
 * /auth/profile) answers `user` and the bell (GET /notifications/my) finds nothing unread.
 */
export function stubSignedInApi(user: User, ...handlers: ApiHandler[]) {
  return stubApi(
    ...handlers,
    route('GET', '/auth/profile', () => ok(user)),
    route('GET', '/notifications/my', () => ok(unreadNotifications(0))),
  );
}

/** Signs in a staff member of `role` and stubs their API with `handlers`, as stubSignedInApi. */
export const stubStaffApi = (role: 'ADMIN' | 'AGENT', ...handlers: ApiHandler[]) =>
  stubSignedInApi(storeTestSession(testUser({ role })), ...handlers);
