// Delivers the outbox: every `mailPollMs`, or at once after `kick()`, it claims the due mails and
// sends them over SMTP, retrying with exponential backoff. It never throws and never drops a mail:
// an unreachable server (or no SMTP_URL in production) leaves mails queued until it comes back.
// Without SMTP_URL outside production, mails are printed to the log with their links instead.
// The loop (claims, backoff, leases, kicks) is the one every outbox shares: lib/outbox-delivery.ts.
// Mails are claimed one at a time with a one-minute lease, and each keeps its Message-ID: a crash
// mid-send holds only the mail in flight, for a minute, and its resend is the same message (ADR 049).
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client';
import {
  createOutboxDelivery,
  type OutboxDelivery,
  type OutboxLogger,
  type RetryPolicy,
} from '../../lib/outbox-delivery';
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

/** The logger the sender writes to; `app.log` fits. */
export type MailLogger = OutboxLogger;

/** What the sender reads from the configuration; the app's `Config` (config.ts) fits as is. */
export interface MailSenderConfig {
  /** Without smtpUrl: false prints mails to the log (development, test, demo), true keeps them queued. */
  production: boolean;
  smtpUrl?: string | undefined;
  mailFrom: string;
  mailPollMs: number;
}

export interface MailSenderOptions {
  db: Database;
  config: MailSenderConfig;
  log: MailLogger;
  retry?: Partial<RetryPolicy>;
  /** Mails claimed per statement: one, so a crash holds no mail but the one being sent. */
  batchSize?: number;
  /** How long a claimed mail is reserved for this instance; after a crash another one retries it then. */
  leaseMs?: number;
  /** Connection, greeting and socket timeouts, so an unresponsive server cannot hang a pass. */
  smtpTimeoutMs?: number;
  /** Makes the attachments mails name (issue 12: receipts); a mail naming one without it fails. */
  makeAttachment?: AttachmentMaker;
}

/** start, stop, kick and sendDue: the outbox's delivery loop (lib/outbox-delivery.ts). */
export type MailSender = OutboxDelivery;

/**
 * A claimed mail is this instance's for a minute: well beyond one mail's send (each SMTP step times
 * out after 10 s), short enough that a mail whose sender died goes out within the minute.
 */
const MAIL_LEASE_MS = 60_000;

/** The right-hand side of our Message-IDs: MAIL_FROM's domain. */
const messageIdDomain = (mailFrom: string): string =>
  /@([^>\s]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'parcelles.local';

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
  const domain = messageIdDomain(config.mailFrom);
  return {
    async send(mail, attachments) {
      await transporter.sendMail({
        from: config.mailFrom,
        to: mail.destinataire,
        subject: mail.sujet,
        text: mail.texte,
        html: mail.html,
        // The id the row was given on its first attempt, so a mail resent after a crash (SMTP had
        // accepted it, the row was not marked yet) is recognised as the same one by its receiver.
        messageId: mail.messageId ?? `<${mail.id}@${domain}>`,
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
  const transport: Transport | null = config.smtpUrl
    ? smtpTransport(config, config.smtpUrl, options.smtpTimeoutMs ?? 10_000)
    : config.production
      ? null
      : logTransport(log);

  const domain = messageIdDomain(config.mailFrom);
  // Printed to the log, a mail keeps its body: the outbox is where a developer reads it.
  const keepBody = !config.smtpUrl;

  return createOutboxDelivery<OutboxMail, void>({
    store: {
      claimDue: (claim) => claimDueMails(db, { ...claim, messageIdDomain: domain }),
      markSent: (id, tentative) => markSent(db, id, tentative, { keepBody }),
      reschedule: (id, tentative, outcome) => rescheduleMail(db, id, tentative, outcome),
      release: (id, tentative) => releaseMail(db, id, tentative),
      markFailed: (id, tentative, erreur) => markFailed(db, id, tentative, erreur),
    },
    send: transport ? async (mail) => transport.send(mail, await attachmentsOf(mail)) : null,
    isServerUnavailable: (err) => isServerUnavailable((err ?? {}) as SmtpError),
    describeError,
    context: (mail) => ({ mailId: mail.id, to: mail.destinataire }),
    log,
    pollMs: config.mailPollMs,
    retry: options.retry,
    batchSize: options.batchSize ?? 1,
    leaseMs: options.leaseMs ?? MAIL_LEASE_MS,
    words: {
      item: 'e-mail',
      items: 'e-mails',
      server: 'SMTP server',
      notConfigured: 'SMTP_URL is not set: e-mails stay queued in the outbox until it is configured',
    },
    close: () => transport?.close(),
  });
}
