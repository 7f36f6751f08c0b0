// What the payment use cases run with, built once in app.ts; each takes only the part it needs.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Storage } from '../../plugins/storage';
import type { MailQueue } from '../mail/mail.service';

export interface PaiementsDeps {
  db: Database;
  storage: Storage;
  mail: MailQueue;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** Who acts on a payment: its buyer, or staff. */
export interface Actor {
  id: string;
  role: string;
}
