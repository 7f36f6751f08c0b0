// What the statement use cases run with, built once in app.ts: the payments' dependencies (an
// assigned line records a payment, a line's payment is validated) and the import's limits.
import type { PaiementsDeps } from '../paiements/paiements.deps';

export interface RelevesDeps extends PaiementsDeps {
  /** The largest statement file an import reads (STATEMENT_MAX_MB). */
  statementMaxBytes: number;
}

/** Who acts: an ADMIN. */
export interface Staff {
  id: string;
  role: string;
}
