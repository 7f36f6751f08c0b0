// What the plan use cases run with, built once in app.ts.
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';

export interface PlansPaiementDeps {
  db: Database;
  clock: Clock;
  /** RESERVATION_HOLD_DAYS in milliseconds: the deposit of a schedule falls due when the hold ends. */
  holdMs: number;
}
