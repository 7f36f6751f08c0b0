import { api } from '../../../lib/api-client';

/**
 * POST /auth/logout revokes the token on the server. A refused token needs no redirect: the
 * session is being closed anyway.
 */
export function logout(): Promise<unknown> {
  return api.post('/auth/logout', undefined, { redirectOnUnauthorized: false });
}
