// What the collections desk's use case runs with, built once in app.ts.
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { MailQueue } from '../mail/mail.service';
import type { SmsQueue } from '../sms/sms.service';

export interface RecouvrementDeps {
  db: Database;
  clock: Clock;
  /** The reminders staff send by hand. */
  mail: MailQueue;
  sms: SmsQueue;
}
