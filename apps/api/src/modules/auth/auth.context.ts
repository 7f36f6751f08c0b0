// Who is asking, as the use cases see it: the signed-in user with their session (from the bearer
// token, plugins/auth.ts), and where the request came from (for audits and rate limits).
import type * as repo from './auth.repository';

export interface AuthContext {
  user: repo.UserRow;
  session: NonNullable<Awaited<ReturnType<typeof repo.findLiveSession>>>['session'];
}

export interface RequestContext {
  ip: string | null;
  userAgent: string | null;
  /**
   * Runs `task` once the answer is sent (plugins/after-reply.ts): the work that differs between a
   * known and an unknown address, which the answer must not show (ADR 020).
   */
  afterReply(name: string, task: () => Promise<void>): void;
}
