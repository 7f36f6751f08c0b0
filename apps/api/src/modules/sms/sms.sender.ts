// Delivers the SMS outbox, as mail.sender.ts does the mails (the loop is lib/outbox-delivery.ts):
// every `smsPollMs`, or at once after `kick()`, the due SMS are claimed and submitted over SMPP,
// a refused one retried with backoff and marked ECHEC after the last attempt, each marked sent
// once. Without SMS_URL outside production they are printed to the log instead; in production
// without it nothing is queued (sms.service.ts), so there is nothing to send.
import type { Database } from '../../db/client';
import {
  createOutboxDelivery,
  type OutboxDelivery,
  type OutboxLogger,
  type RetryPolicy,
} from '../../lib/outbox-delivery';
import {
  claimDueSms,
  markSmsFailed,
  markSmsSent,
  releaseSms,
  rescheduleSms,
  type OutboxSms,
} from './sms.repository';
import { SmppError, logTransport, smppTransport, type SmppAccount, type SmsTransport } from './sms.transport';

/** What the sender reads from the configuration; the app's `Config` (config.ts) fits as is. */
export interface SmsSenderConfig {
  production: boolean;
  /** SMS_URL, parsed; absent: the log stands in for the SMSC (outside production). */
  smpp?: SmppAccount | undefined;
  /** SMS_SENDER: the sender id the phone shows. */
  smsSender: string;
  smsPollMs: number;
}

export interface SmsSenderOptions {
  db: Database;
  config: SmsSenderConfig;
  log: OutboxLogger;
  retry?: Partial<RetryPolicy>;
  /** SMS claimed per statement. */
  batchSize?: number;
  /** How long a claimed SMS is reserved for this instance; after a crash another one retries it then. */
  leaseMs?: number;
  /** Connection, bind and submit answers. */
  smppTimeoutMs?: number;
  /** A quiet SMPP session is closed after this long. */
  smppIdleMs?: number;
  /** A session quiet this long is checked (enquire_link) before an SMS goes on it. */
  smppCheckMs?: number;
}

/** One line for the outbox and the log: the SMPP status or the socket's code, never the text. */
function describeError(err: unknown): string {
  const e = (err ?? {}) as { code?: unknown; message?: unknown };
  const message = typeof e.message === 'string' ? e.message : String(err);
  const code = typeof e.code === 'string' && !message.includes(e.code) ? `${e.code} ` : '';
  return `${code}${message}`.replace(/\s+/g, ' ').slice(0, 500);
}

export function createSmsSender(options: SmsSenderOptions): OutboxDelivery {
  const { db, config, log } = options;
  const transport: SmsTransport | null = config.smpp
    ? smppTransport({
        account: config.smpp,
        sender: config.smsSender,
        log,
        ...(options.smppTimeoutMs ? { timeoutMs: options.smppTimeoutMs } : {}),
        ...(options.smppIdleMs ? { idleMs: options.smppIdleMs } : {}),
        ...(options.smppCheckMs !== undefined ? { checkAfterMs: options.smppCheckMs } : {}),
      })
    : config.production
      ? null
      : logTransport(log);

  return createOutboxDelivery<OutboxSms, string | null>({
    store: {
      claimDue: (claim) => claimDueSms(db, claim),
      markSent: (id, tentative, identifiantSmsc) => markSmsSent(db, id, tentative, identifiantSmsc),
      reschedule: (id, tentative, outcome) => rescheduleSms(db, id, tentative, outcome),
      release: (id, tentative) => releaseSms(db, id, tentative),
      markFailed: (id, tentative, erreur) => markSmsFailed(db, id, tentative, erreur),
    },
    send: transport ? (sms) => transport.send(sms) : null,
    // A socket error, a timeout or a refused bind (the transport's SmppError says so) is an outage.
    isServerUnavailable: (err) => err instanceof SmppError && err.unavailable,
    describeError,
    context: (sms) => ({ smsId: sms.id, to: sms.destinataire }),
    log,
    pollMs: config.smsPollMs,
    retry: options.retry,
    batchSize: options.batchSize,
    leaseMs: options.leaseMs,
    words: {
      item: 'SMS',
      items: 'SMS',
      server: 'SMSC',
      notConfigured: 'SMS_URL is not set: no SMS is sent, reminders go in-app and by e-mail only',
    },
    close: () => transport?.close(),
  });
}
