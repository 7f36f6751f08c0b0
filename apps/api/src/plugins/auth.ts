// Who is asking: reads the bearer token, and gives routes `requireAuth` and `requireRole` hooks, to
// be used as `onRequest` so that "who may ask" is answered before "is the request well formed".
// Every protected route declares one of them; the rules about what the user may touch live in
// the services.
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Role } from '@parcelles/shared/domain';
import { AppError, MESSAGES } from '@parcelles/shared/errors';
import type { AuthContext } from '../modules/auth/auth.context';

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

export const requireAuth: onRequestAsyncHookHandler = async (request) => {
  currentAuth(request);
};

export function requireRole(...roles: Role[]): onRequestAsyncHookHandler {
  return async (request) => {
    const { user } = currentAuth(request);
    if (!roles.includes(user.role as Role)) {
      throw new AppError('FORBIDDEN', { status: 403, message: MESSAGES.forbidden });
    }
  };
}

export const requestContext = (request: FastifyRequest) => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
});
