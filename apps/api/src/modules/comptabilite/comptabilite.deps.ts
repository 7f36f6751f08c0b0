// What the accountant's exports run with, built once in app.ts.
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';

export interface ComptabiliteDeps {
  db: Database;
  clock: Clock;
  /** Rows read per query while a file streams (ADR 048); tests make it small to cross pages. */
  pageSize?: number;
}

export const DEFAULT_PAGE_SIZE = 500;
