// What the account-management use cases run with, built once in app.ts; each takes only the part it needs.
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { MailQueue } from '../mail/mail.service';

export interface UtilisateursDeps {
  db: Database;
  mail: MailQueue;
  clock: Clock;
}

/** The administrator acting, as the session names them. */
export interface Actor {
  id: string;
  nom: string;
}
