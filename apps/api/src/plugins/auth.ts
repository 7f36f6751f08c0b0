// Who is asking: reads the bearer token into `request.auth`. Who may call which route is the
// authorization table's (authorization.ts); what the user may touch is the use cases'.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, MESSAGES } from '@parcelles/shared/errors';
import type { AuthContext, RequestContext } from '../modules/auth/auth.context';
import { afterReply } from './after-reply';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

export function registerAuth(
  app: FastifyInstance,
  authenticate: (token: string) => Promise<AuthContext | null>,
) {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    // Public routes stay public with a bad token; protected ones refuse below.
    if (match) request.auth = await authenticate(match[1]!);
  });
}

/** The signed-in user, or 401. */
export function currentAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHORIZED', { status: 401, message: MESSAGES.unauthorized });
  return request.auth;
}

export const requestContext = (request: FastifyRequest): RequestContext => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
  afterReply: (name, task) => afterReply(request, name, task),
});
