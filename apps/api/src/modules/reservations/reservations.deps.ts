// What the reservation use cases run with, built once in app.ts. Each use case takes only the
// part it needs (`Pick<ReservationsDeps, …>`), so a test can call one with a few stand-ins.
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { MailQueue } from '../mail/mail.service';

export interface ReservationsDeps {
  db: Database;
  mail: MailQueue;
  clock: Clock;
  /** RESERVATION_HOLD_DAYS, in milliseconds and in days (the screens quote the days). */
  holdMs: number;
  holdDays: number;
  /** INSTALMENT_OVERDUE_DAYS: a reservation reads `enRetard` once an instalment is this late (ADR 015). */
  overdueDays: number;
  /** Draws a reservation reference; tests replace it to force a collision. */
  newReference?: () => string;
}
