// What the dashboard's use case runs with, built once in app.ts.
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';

export interface DashboardDeps {
  db: Database;
  clock: Clock;
}
