// What the plot picture use cases run with, built once in app.ts (issue 11).
import type { FastifyBaseLogger } from 'fastify';
import type { Parcelle } from '@parcelles/shared/contracts/parcelles';
import type { Database } from '../../db/client';
import type { Storage } from '../../plugins/storage';

export interface ParcelleImagesDeps {
  db: Database;
  storage: Storage;
  log: FastifyBaseLogger;
  /** The plot as GET /parcelles/{id} answers it (the parcelles service's read). */
  readParcelle: (id: string) => Promise<Parcelle>;
}

/** The staff member acting, for the audit trail. */
export interface ImageActor {
  id: string;
  ip: string | null;
}
