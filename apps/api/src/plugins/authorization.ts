// Who may call what: ONE table lists every API route (method + path as registered under /api/v1)
// with the roles that may call it, and one hook enforces it before anything else about the request
// is read (its body, its query). `authenticated` means any signed-in user: what they may touch
// (their own reservation, payment, file, notification) is checked by the use case, which answers
// 404 for another's. A route missing from the table stops the app from starting, and so does an
// entry without its route; apps/api/test/authorization.test.ts walks the table for every role.
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { Role } from '@parcelles/shared/domain';
import { AppError, MESSAGES } from '@parcelles/shared/errors';
import { API_PREFIX } from '../lib/urls';
import { currentAuth } from './auth';

export type Access = 'public' | 'authenticated' | readonly Role[];

const ADMIN: readonly Role[] = ['ADMIN'];
/** Staff who read: AGENT sees reservations and the dashboard, never payments, users or the audit. */
const STAFF: readonly Role[] = ['ADMIN', 'AGENT'];

/** Key: `METHOD /path` as registered, without the /api/v1 prefix. */
export const ROUTE_ACCESS = {
  'GET /health': 'public',

  'POST /auth/register': 'public',
  'POST /auth/login': 'public',
  'POST /auth/logout': 'authenticated',
  'GET /auth/profile': 'authenticated',
  'PUT /auth/profile': 'authenticated',
  'PUT /auth/profile/preferences': 'authenticated',
  'PUT /auth/change-password': 'authenticated',
  'POST /auth/forgot-password': 'public',
  'POST /auth/reset-password': 'public',
  'POST /auth/verify-email': 'public',
  'POST /auth/resend-verification-email': 'public',
  'POST /auth/accept-invitation': 'public',

  'GET /notifications/my': 'authenticated',
  'GET /notifications': 'authenticated',
  'PUT /notifications/read-all': 'authenticated',
  'PUT /notifications/:id/read': 'authenticated',
  'DELETE /notifications/:id': 'authenticated',

  'GET /parcelles': 'public',
  'GET /parcelles/search': 'public',
  'GET /parcelles/cards': 'public',
  'GET /parcelles/stats': 'public',
  'GET /parcelles/utilisateur/parcelles': 'authenticated',
  'GET /parcelles/:id': 'public',
  'GET /parcelles/:id/similaires': 'public',
  'POST /parcelles/:id/images': STAFF,
  'DELETE /parcelles/:id/images': STAFF,
  'PUT /parcelles/:id/images/ordre': STAFF,
  'GET /plan': 'public',
  // The staff's catalogue (issue 11): plots are AGENT's and ADMIN's.
  'POST /parcelles': STAFF,
  'PATCH /parcelles/:id': STAFF,
  'DELETE /parcelles/:id': STAFF,
  'GET /parcelles/:id/historique': STAFF,
  'GET /parcelles/export': STAFF,
  'GET /parcelles/import/modele': STAFF,
  'POST /parcelles/import': STAFF,

  'POST /reservations': 'authenticated',
  'GET /reservations/my': 'authenticated',
  'GET /reservations/check-availability/:parcelleId': 'public',
  'GET /reservations/stats': STAFF,
  'GET /reservations/export': STAFF,
  'GET /reservations': STAFF,
  // The buyer's own; any one, read-only, for staff.
  'GET /reservations/:id': 'authenticated',
  'GET /reservations/:id/historique': STAFF,
  'DELETE /reservations/:id': 'authenticated',
  'PATCH /reservations/:id': ADMIN,
  'POST /reservations/:id/valider': ADMIN,
  'POST /reservations/:id/rejeter': ADMIN,
  'POST /reservations/:id/extend': ADMIN,

  'POST /paiements/soumettre-preuve': 'authenticated',
  'GET /paiements/mes-paiements': 'authenticated',
  'GET /paiements/admin/en-attente': ADMIN,
  'GET /paiements/admin/tous': ADMIN,
  'GET /paiements/admin/stats': ADMIN,
  // The buyer's own, or any for an ADMIN (an AGENT gets 404, as another buyer does).
  'GET /paiements/:id': 'authenticated',
  'DELETE /paiements/:id/preuves': 'authenticated',
  'POST /paiements/:id/preuves': 'authenticated',
  'GET /paiements/:id/preuves/:preuveId/fichier': 'authenticated',
  'POST /paiements/:id/valider': ADMIN,
  'POST /paiements/:id/rejeter': ADMIN,
  // The conversation on a payment (ADR 016): its buyer or an ADMIN (an AGENT gets 404).
  'POST /paiements/:id/demander-complement': ADMIN,
  'GET /paiements/:id/messages': 'authenticated',
  'POST /paiements/:id/messages': 'authenticated',
  // Issue 26: payments staff record (cash office, statement), validated at once.
  'POST /admin/paiements': ADMIN,

  // Issue 26, statements (ADR 046, 047) and the cash office's day: ADMIN only.
  'GET /admin/comptes-encaissement': ADMIN,
  'POST /admin/comptes-encaissement': ADMIN,
  'PATCH /admin/comptes-encaissement/:id': ADMIN,
  'DELETE /admin/comptes-encaissement/:id': ADMIN,
  'POST /admin/releves': ADMIN,
  'POST /admin/releves/apercu': ADMIN,
  'GET /admin/releves/lignes': ADMIN,
  'POST /admin/releves/lignes/:id/ecarter': ADMIN,
  'POST /admin/releves/lignes/:id/affecter': ADMIN,
  'POST /admin/releves/lignes/:id/valider': ADMIN,
  'GET /admin/caisse/:jour': ADMIN,
  'POST /admin/caisse/:jour/cloture': ADMIN,
  'GET /admin/caisse/:jour/pdf': ADMIN,

  'GET /utilisateurs': ADMIN,
  'GET /utilisateurs/:id': ADMIN,
  'PATCH /utilisateurs/:id': ADMIN,
  'POST /utilisateurs/invitations': ADMIN,
  'POST /utilisateurs/:id/invitation': ADMIN,

  'GET /audit': ADMIN,
  'GET /admin/dashboard': STAFF,
  'GET /admin/recouvrement': STAFF,
  'POST /admin/recouvrement/:id/rappel': ADMIN,
  // Issue 26, books for the accountant: the period's payments, receipts and summary.
  'GET /admin/comptabilite/paiements.csv': ADMIN,
  'GET /admin/comptabilite/recus.csv': ADMIN,
  'GET /admin/comptabilite/synthese.pdf': ADMIN,

  // Instalment plans (issue 12): the list is public; managing them is the ADMIN's.
  'GET /plans-paiement': 'public',
  'GET /plans-paiement/admin': ADMIN,
  'POST /plans-paiement': ADMIN,
  'PATCH /plans-paiement/:id': ADMIN,
  'DELETE /plans-paiement/:id': ADMIN,
  'PATCH /reservations/:id/echeances/:numero': ADMIN,
  // Issue 12, receipts: a payment's receipt as GET /paiements/:id (its buyer or an ADMIN), a
  // reservation's statement as GET /reservations/:id (its buyer, any for staff), codes checked by anyone.
  'GET /paiements/:id/recu': 'authenticated',
  'GET /reservations/:id/releve': 'authenticated',
  'GET /recus/verifier/:code': 'public',
} as const satisfies Record<string, Access>;

export type RouteKey = keyof typeof ROUTE_ACCESS;

const forbidden = () => new AppError('FORBIDDEN', { status: 403, message: MESSAGES.forbidden });

function guard(access: Access): onRequestAsyncHookHandler | undefined {
  if (access === 'public') return undefined;
  if (access === 'authenticated') {
    return async (request) => {
      currentAuth(request);
    };
  }
  return async (request) => {
    const { user } = currentAuth(request);
    if (!access.includes(user.role as Role)) throw forbidden();
  };
}

/** The key of a registered route, or undefined outside the API (docs, media, the web app). */
export function routeKey(method: string, url: string): string | undefined {
  if (!url.startsWith(`${API_PREFIX}/`)) return undefined;
  // Fastify adds a HEAD beside every GET: it has the GET's rights.
  return `${method === 'HEAD' ? 'GET' : method} ${url.slice(API_PREFIX.length)}`;
}

/**
 * Puts the table's guard in front of every API route as it is registered (an `onRequest` hook of
 * the route, after the token was read), and refuses to start when a route is missing from the
 * table or the table names a route that does not exist. Call before the modules are registered.
 * Returns the keys of the routes registered, for the test that walks the table.
 */
export function registerAuthorization(
  app: FastifyInstance,
  table: Readonly<Record<string, Access>> = ROUTE_ACCESS,
): { registered: Set<string> } {
  const registered = new Set<string>();
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const keys = methods.map((method) => routeKey(method, route.url));
    const key = keys[0];
    if (!key) return;
    for (const k of keys) {
      if (!k || !table[k]) {
        throw new Error(
          `route ${k ?? key} is missing from the authorization table (plugins/authorization.ts)`,
        );
      }
      registered.add(k);
    }
    const check = guard(table[key]!);
    if (check) route.onRequest = [check, ...toArray(route.onRequest)];
  });
  app.addHook('onReady', async () => {
    const unknown = Object.keys(table).filter((key) => !registered.has(key));
    if (unknown.length) {
      throw new Error(`authorization table lists routes that do not exist: ${unknown.join(', ')}`);
    }
  });
  return { registered };
}

const toArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
