// What the staff's plot use cases run with, built once in app.ts. Each use case takes only the
// part it needs (`Pick<ParcellesDeps, …>`).
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Storage } from '../../plugins/storage';

export interface ParcellesDeps {
  db: Database;
  /** Where pictures live: a deleted plot's files are removed from it once the deletion is committed. */
  storage: Storage;
  clock: Clock;
  log: FastifyBaseLogger;
}
