// What the cash office's use cases run with, built once in app.ts.
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';

export interface CaisseDeps {
  db: Database;
  clock: Clock;
}
