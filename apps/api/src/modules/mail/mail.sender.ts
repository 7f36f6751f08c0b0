// Delivers the outbox: every `mailPollMs`, or at once after `kick()`, it claims the due mails and
// sends them over SMTP, retrying with exponential backoff. It never throws and never drops a mail:
// an unreachable server (or no SMTP_URL in production) leaves mails queued until it comes back.
// Without SMTP_URL outside production, mails are printed to the log with their links instead.
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client';
import { logFailure } from '../../lib/log-failure';
import {
  claimDueMails,
  markFailed,
  markSent,
  releaseMail,
  rescheduleMail,
  type OutboxMail,
  type PieceJointe,
} from './mail.repository';

/** A file attached to a mail, made at send time from what the outbox row names. */
export interface Attachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** Makes the file an outbox row names (e.g. a receipt's PDF from its id); app.ts provides it. */
export type AttachmentMaker = (piece: PieceJointe) => Promise<Attachment>;

/** The subset of Fastify's (pino) logger the sender uses; `app.log` fits. */
export interface MailLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** What the sender reads from the configuration; the app's `Config` (config.ts) fits as is. */
export interface MailSenderConfig {
  /** Without smtpUrl: false prints mails to the log (development, test, demo), true keeps them queued. */
  production: boolean;
  smtpUrl?: string | undefined;
  mailFrom: string;
  mailPollMs: number;
}

export interface RetryPolicy {
  /** Delay after the first failed attempt; doubles with each attempt. */
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** A mail the server keeps refusing is marked ECHEC after this many attempts. */
  maxAttempts: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  backoffBaseMs: 30_000,
  backoffMaxMs: 60 * 60_000,
  maxAttempts: 10,
};

export interface MailSenderOptions {
  db: Database;
  config: MailSenderConfig;
  log: MailLogger;
  retry?: Partial<RetryPolicy>;
  /** Mails claimed per statement. */
  batchSize?: number;
  /** How long a claimed mail is reserved for this instance; after a crash another one retries it then. */
  leaseMs?: number;
  /** Connection, greeting and socket timeouts, so an unresponsive server cannot hang a pass. */
  smtpTimeoutMs?: number;
  /** Makes the attachments mails name (issue 12: receipts); a mail naming one without it fails. */
  makeAttachment?: AttachmentMaker;
}

export interface MailSender {
  /** Starts polling every `mailPollMs` (the timer does not keep the process alive). */
  start(): void;
  /** Stops polling and waits for the pass in progress, if any. */
  stop(): Promise<void>;
  /** Asks for a pass now, e.g. after a request queued a mail; kicks during a pass coalesce into one. */
  kick(): void;
  /**
   * Runs one pass after the current one, if any, and resolves with the number of mails it sent.
   * Calls made while that pass is still waiting share it (and its count).
   */
  sendDue(): Promise<number>;
}

export const backoffDelay = (attempt: number, retry: RetryPolicy): number =>
  Math.min(retry.backoffBaseMs * 2 ** Math.max(0, attempt - 1), retry.backoffMaxMs);

/** URLs in a text, so a developer reading the log can click the verification link. */
export const extractUrls = (text: string): string[] => [
  ...new Set(text.match(/https?:\/\/[^\s<>"']+/g) ?? []),
];

interface SmtpError {
  code?: unknown;
  responseCode?: unknown;
  message?: unknown;
}

/**
 * The server could not be reached or would not talk to us (down, timeout, TLS, credentials,
 * 421 "service not available"): an outage or a configuration problem, not this mail's fault. Such
 * attempts never mark a mail ECHEC, and the rest of the batch waits instead of timing out in turn.
 */
function isServerUnavailable(err: SmtpError): boolean {
  if (err.responseCode === 421) return true;
  if (typeof err.responseCode === 'number') return false;
  return (
    typeof err.code === 'string' &&
    [
      'ECONNECTION',
      'ETIMEDOUT',
      'ESOCKET',
      'EDNS',
      'ETLS',
      'EAUTH',
      'ENOAUTH',
      'EPROXY',
      'EPROTOCOL',
      'ECONNREFUSED',
      'ECONNRESET',
      'EHOSTUNREACH',
      'ENETUNREACH',
      'ENOTFOUND',
      'EAI_AGAIN',
    ].includes(err.code)
  );
}

/** One line for the outbox and the log: code, SMTP reply code and message, never the mail. */
function describeError(err: unknown): string {
  const e = (err ?? {}) as SmtpError;
  const parts = [
    typeof e.code === 'string' ? e.code : undefined,
    typeof e.responseCode === 'number' ? String(e.responseCode) : undefined,
    typeof e.message === 'string' ? e.message : String(err),
  ];
  return parts.filter(Boolean).join(' ').replace(/\s+/g, ' ').slice(0, 500);
}

interface Transport {
  send(mail: OutboxMail, attachments: Attachment[]): Promise<void>;
  close(): void;
}

function smtpTransport(config: MailSenderConfig, smtpUrl: string, timeoutMs: number): Transport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
  });
  const domain = /@([^>\s]+)>?\s*$/.exec(config.mailFrom)?.[1] ?? 'parcelles.local';
  return {
    async send(mail, attachments) {
      await transporter.sendMail({
        from: config.mailFrom,
        to: mail.destinataire,
        subject: mail.sujet,
        text: mail.texte,
        html: mail.html,
        // The same id on every attempt, so a mail resent after a crash can be recognised as one.
        messageId: `<${mail.id}@${domain}>`,
        headers: { 'Auto-Submitted': 'auto-generated' },
        attachments,
      });
    },
    close: () => transporter.close(),
  };
}

/**
 * A mail the log stands in for, as a short block a developer reads in the terminal: who, the
 * subject and each link (the verification or reset link to open), never the body.
 */
export function formatUnsentMail(
  mail: Pick<OutboxMail, 'destinataire' | 'sujet' | 'texte'>,
  attachments: readonly Pick<Attachment, 'filename'>[] = [],
): string {
  return [
    'e-mail not sent (no SMTP_URL), printed here instead:',
    `    To:      ${mail.destinataire}`,
    `    Subject: ${mail.sujet}`,
    ...extractUrls(mail.texte).map((url) => `    Link:    ${url}`),
    ...attachments.map((file) => `    Attached: ${file.filename}`),
  ].join('\n');
}

function logTransport(log: MailLogger): Transport {
  return {
    async send(mail, attachments) {
      // The block says it all: fields beside it would be printed a second time below it.
      log.info({}, formatUnsentMail(mail, attachments));
    },
    close() {},
  };
}

export function createMailSender(options: MailSenderOptions): MailSender {
  const { db, config, log, makeAttachment } = options;

  async function attachmentsOf(mail: OutboxMail): Promise<Attachment[]> {
    const pieces = mail.piecesJointes ?? [];
    if (pieces.length === 0) return [];
    if (!makeAttachment) throw new Error('attachments named but no attachment maker configured');
    return Promise.all(pieces.map((piece) => makeAttachment(piece)));
  }
  const retry: RetryPolicy = { ...DEFAULT_RETRY, ...options.retry };
  const batchSize = options.batchSize ?? 10;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const transport: Transport | null = config.smtpUrl
    ? smtpTransport(config, config.smtpUrl, options.smtpTimeoutMs ?? 10_000)
    : config.production
      ? null
      : logTransport(log);

  let warnedNoTransport = false;
  let started = false;
  let timer: NodeJS.Timeout | null = null;
  // Passes run one after another on this chain; `waiting` is the pass queued behind the running
  // one, which every further kick joins instead of queueing another.
  let chain: Promise<unknown> = Promise.resolve();
  let waiting: Promise<number> | null = null;

  async function failed(mail: OutboxMail, err: unknown): Promise<void> {
    const erreur = describeError(err);
    const context = { mailId: mail.id, to: mail.destinataire, tentative: mail.tentatives, error: erreur };
    if (mail.tentatives >= retry.maxAttempts) {
      await markFailed(db, mail.id, mail.tentatives, erreur);
      log.error(context, 'e-mail abandoned after the last attempt (ECHEC)');
      return;
    }
    const delayMs = backoffDelay(mail.tentatives, retry);
    await rescheduleMail(db, mail.id, mail.tentatives, { delayMs, erreur });
    log.warn({ ...context, retryInMs: delayMs }, 'e-mail refused by the SMTP server, will retry');
  }

  async function serverUnavailable(batch: OutboxMail[], err: unknown): Promise<void> {
    const erreur = describeError(err);
    for (const mail of batch) {
      await rescheduleMail(db, mail.id, mail.tentatives, {
        delayMs: backoffDelay(mail.tentatives, retry),
        erreur,
      });
    }
    log.error(
      { error: erreur, mails: batch.length, retryInMs: backoffDelay(batch[0]?.tentatives ?? 1, retry) },
      'SMTP server unavailable, e-mails stay queued',
    );
  }

  async function pass(): Promise<number> {
    if (!transport) {
      if (!warnedNoTransport) {
        warnedNoTransport = true;
        log.warn({}, 'SMTP_URL is not set: e-mails stay queued in the outbox until it is configured');
      }
      return 0;
    }
    let sent = 0;
    try {
      // A bounded number of batches, so one pass cannot run forever under a steady stream.
      for (let round = 0; round < 20; round++) {
        const batch = await claimDueMails(db, { limit: batchSize, leaseMs });
        // Stop sending well before the lease ends, so no other instance can claim a mail in flight.
        const deadline = Date.now() + leaseMs / 2;
        for (let i = 0; i < batch.length; i++) {
          const mail = batch[i]!;
          // (The first mail always goes, so a pass makes progress whatever the lease.)
          if (i > 0 && Date.now() > deadline) {
            for (const rest of batch.slice(i)) await releaseMail(db, rest.id, rest.tentatives);
            return sent;
          }
          try {
            await transport.send(mail, await attachmentsOf(mail));
          } catch (err) {
            if (isServerUnavailable(err as SmtpError)) {
              await serverUnavailable(batch.slice(i), err);
              return sent;
            }
            await failed(mail, err);
            continue;
          }
          await markSent(db, mail.id, mail.tentatives);
          sent++;
        }
        if (batch.length < batchSize) break;
      }
    } catch (err) {
      // The database is unreachable or a statement failed: claimed mails come back when their
      // lease ends, so there is nothing to undo here.
      logFailure(log, err, 'e-mail outbox pass failed');
    }
    return sent;
  }

  function enqueue(): Promise<number> {
    if (waiting) return waiting;
    const next = chain.then(() => {
      waiting = null;
      return pass();
    });
    waiting = next;
    chain = next;
    return next;
  }

  function schedule() {
    timer = setTimeout(() => {
      timer = null;
      void enqueue().finally(() => {
        if (started && !timer) schedule();
      });
    }, config.mailPollMs);
    timer.unref();
  }

  return {
    start() {
      if (started) return;
      started = true;
      schedule();
      void enqueue();
    },
    async stop() {
      started = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await chain;
      transport?.close();
    },
    kick() {
      if (started) void enqueue();
    },
    sendDue: enqueue,
  };
}
