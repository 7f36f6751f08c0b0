// The key that signs session tokens (ADR 006, ADR 050). A backup of the database holds the live
// sessions, so whoever holds a backup and the key can sign in as any of them: the key belongs in the
// environment (JWT_SECRET), where the database, hence a backup, never holds it. Unset, it is
// generated once and kept in the database for every instance, and production says so at start.
import type { Executor } from '../../../db/client';
import * as repo from '../auth.repository';
import { generateSecret } from '../auth.tokens';

/** The part of a logger this needs; Fastify's logger fits. */
export interface SecretLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export const JWT_SECRET_IN_DATABASE_WARNING =
  'JWT_SECRET is not set: the session signing key is kept in the database, so every backup can ' +
  'sign in as any live session; set JWT_SECRET (openssl rand -base64 48) on every instance';

export async function signingSecret({
  db,
  configured,
  production,
  log,
}: {
  db: Executor;
  /** JWT_SECRET. */
  configured: string | undefined;
  production: boolean;
  log: SecretLogger;
}): Promise<string> {
  if (configured) {
    if (await repo.deleteStoredSecret(db)) {
      log.info({}, 'JWT_SECRET is set: the signing key kept in the database is deleted');
    }
    return configured;
  }
  if (production) log.warn({}, JWT_SECRET_IN_DATABASE_WARNING);
  return repo.getOrCreateSecret(db, generateSecret);
}
