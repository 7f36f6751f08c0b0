// How an SMS leaves: over SMPP 3.4 to the operator's or aggregator's SMSC (SMS_URL), or, without
// it, into the log where a developer reads it. The SMPP session is opened on the first SMS, bound
// as a transmitter, kept while SMS flow (checked with enquire_link when it has been quiet), closed
// (unbind) after a quiet minute, reopened on the next one, and closed on shutdown. A submit_sm
// answered with a non-zero command_status is a refusal the outbox retries; no answer, a lost
// connection or a refused bind is the SMSC being unavailable (ADR 044).
import smpp, { type PDU, type Session } from 'smpp';
import type { OutboxLogger } from '../../lib/outbox-delivery';
import type { OutboxSms } from './sms.repository';
import { smppAddress } from './sms.phone';

export interface SmsTransport {
  /** Sends one SMS; resolves with the SMSC's message id (null when nothing gave one). */
  send(sms: Pick<OutboxSms, 'id' | 'destinataire' | 'texte'>): Promise<string | null>;
  /** Ends the session, if any (unbind, then the connection). */
  close(): Promise<void>;
}

/** The SMSC account SMS_URL names (config.ts parses it; the password is never logged). */
export interface SmppAccount {
  host: string;
  port: number;
  /** ssmpp:// — SMPP over TLS. */
  tls: boolean;
  systemId: string;
  password: string;
}

/** Why an SMS did not leave; `unavailable` means the SMSC, not this SMS, is the problem. */
export class SmppError extends Error {
  constructor(
    message: string,
    readonly unavailable: boolean,
    readonly code: string,
  ) {
    super(message);
    this.name = 'SmppError';
  }
}

const STATUS_NAMES = new Map(Object.entries(smpp.errors).map(([name, status]) => [status, name]));

/** 'ESME_RTHROTTLED (0x58)': the SMPP name of a command_status, as an SMSC's documentation lists it. */
export const statusName = (status: number): string =>
  `${STATUS_NAMES.get(status) ?? 'command_status'} (0x${status.toString(16).padStart(2, '0')})`;

/** SMPP 3.4, as the operators and aggregators of the DR Congo offer it (not 5.0, node-smpp's default). */
const INTERFACE_VERSION = 0x34;

/** The sender id as source_addr: alphanumeric (TON 5) unless it is a number (a short code). */
function sourceAddress(sender: string) {
  return /^\d+$/.test(sender)
    ? { source_addr_ton: smpp.TON.UNKNOWN, source_addr_npi: smpp.NPI.ISDN, source_addr: sender }
    : { source_addr_ton: smpp.TON.ALPHANUMERIC, source_addr_npi: smpp.NPI.UNKNOWN, source_addr: sender };
}

export interface SmppTransportOptions {
  account: SmppAccount;
  /** SMS_SENDER, e.g. 'MALAIKA'. */
  sender: string;
  /** Connection, bind and submit answers: an SMSC that stays silent longer is unavailable. */
  timeoutMs?: number;
  /** A session with nothing to send for this long is closed (reopened on the next SMS). */
  idleMs?: number;
  /**
   * A session that has not answered for this long is asked enquire_link before an SMS goes on it:
   * an SMSC (or a NAT on the way) may drop a quiet session without a word, and a session found
   * dead this way is replaced before anything is submitted, so nothing can be sent twice.
   */
  checkAfterMs?: number;
  log: OutboxLogger;
}

type Command = 'submit_sm' | 'enquire_link';

export function smppTransport({
  account,
  sender,
  timeoutMs = 10_000,
  idleMs = 60_000,
  checkAfterMs = 5_000,
  log,
}: SmppTransportOptions): SmsTransport {
  const where = `${account.host}:${account.port}`;
  /** The session being bound or bound; null when there is none (the next SMS opens one). */
  let current: { session: Session; bound: Promise<Session> } | null = null;
  /** When the current session last answered. */
  let answeredAt = 0;
  let idleTimer: NodeJS.Timeout | null = null;
  /** What waits on an answer from the session, failed at once if it closes. */
  const pending = new Set<(err: SmppError) => void>();

  const lost = (reason: string, code: string) => new SmppError(`SMSC ${where}: ${reason}`, true, code);

  /** Ends a session we give up on; the next SMS opens another (no waiting for its 'close'). */
  function forget(session: Session) {
    if (current?.session === session) current = null;
    session.destroy();
  }

  function bind(): Promise<Session> {
    let session!: Session;
    const bound = new Promise<Session>((resolve, reject) => {
      session = smpp.connect({ host: account.host, port: account.port, tls: account.tls }, () => {
        session.bind_transmitter(
          {
            system_id: account.systemId,
            password: account.password,
            system_type: '',
            interface_version: INTERFACE_VERSION,
          },
          (pdu) => {
            clearTimeout(timer);
            if (pdu.command_status !== smpp.ESME_ROK) {
              forget(session);
              return reject(lost(`bind refused: ${statusName(pdu.command_status)}`, 'EBIND'));
            }
            answeredAt = Date.now();
            resolve(session);
          },
        );
      });
      const timer = setTimeout(() => {
        forget(session);
        reject(lost(`no answer to the bind within ${timeoutMs} ms`, 'ETIMEDOUT'));
      }, timeoutMs);
      const closed = (error: SmppError) => {
        clearTimeout(timer);
        if (current?.session === session) current = null;
        reject(error);
        for (const fail of pending) fail(error);
      };
      // Without a listener an 'error' would throw out of the process.
      session.on('error', (err: NodeJS.ErrnoException) => closed(lost(err.message, err.code ?? 'ESOCKET')));
      session.on('close', () => closed(lost('connection closed', 'ECONNRESET')));
      // What an SMSC may ask of a bound transmitter: are you there, and goodbye.
      session.on('enquire_link', (pdu: PDU) => void session.send(pdu.response()));
      session.on('unbind', (pdu: PDU) => {
        session.send(pdu.response());
        session.close();
      });
    });
    current = { session, bound };
    bound.catch(() => {});
    return bound;
  }

  /** The bound session, checked if it has been quiet; a new one if there is none or it is dead. */
  async function ready(): Promise<Session> {
    const existing = current;
    if (!existing) return bind();
    const session = await existing.bound.catch(() => null);
    if (session && !session.socket.destroyed) {
      if (Date.now() - answeredAt < checkAfterMs) return session;
      const alive = await request(session, 'enquire_link', {}).then(
        (pdu) => pdu.command_status === smpp.ESME_ROK,
        () => false,
      );
      if (alive) return session;
      log.info({ smsc: where }, 'SMPP session found dead, opening another');
    }
    if (session) forget(session);
    return current && current !== existing ? current.bound : bind();
  }

  /** Sends a request on the session and waits for its answer, at most `timeoutMs`. */
  function request(session: Session, command: Command, parameters: Record<string, unknown>): Promise<PDU> {
    return new Promise<PDU>((resolve, reject) => {
      const fail = (err: SmppError) => {
        clearTimeout(timer);
        pending.delete(fail);
        reject(err);
      };
      const timer = setTimeout(() => {
        fail(lost(`no answer to ${command} within ${timeoutMs} ms`, 'ETIMEDOUT'));
        // An SMSC that stopped answering is not talked to again on this connection.
        forget(session);
      }, timeoutMs);
      pending.add(fail);
      const written = session[command](parameters, (pdu) => {
        clearTimeout(timer);
        pending.delete(fail);
        answeredAt = Date.now();
        resolve(pdu);
      });
      if (!written) {
        fail(lost('connection not writable', 'ESOCKET'));
        forget(session);
      }
    });
  }

  function armIdle() {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      idleTimer = null;
      void close();
    }, idleMs);
    idleTimer.unref();
  }

  async function close(): Promise<void> {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    const existing = current;
    current = null;
    if (!existing) return;
    const session = await existing.bound.catch(() => null);
    if (!session || session.socket.destroyed) return;
    await new Promise<void>((resolve) => {
      // Unbind politely; whatever the SMSC answers (or not, within a second), the connection ends.
      const end = setTimeout(() => session.destroy(), Math.min(1000, timeoutMs));
      session.once('close', () => {
        clearTimeout(end);
        resolve();
      });
      if (!session.unbind({}, () => session.close())) session.destroy();
    });
  }

  return {
    async send(sms) {
      if (idleTimer) clearTimeout(idleTimer);
      try {
        const session = await ready();
        const answer = await request(session, 'submit_sm', {
          service_type: '',
          ...sourceAddress(sender),
          dest_addr_ton: smpp.TON.INTERNATIONAL,
          dest_addr_npi: smpp.NPI.ISDN,
          destination_addr: smppAddress(sms.destinataire),
          registered_delivery: 0,
          // The GSM 03.38 default alphabet; the text is already in it (lib/gsm7.ts).
          data_coding: 0,
          short_message: sms.texte,
        });
        if (answer.command_status !== smpp.ESME_ROK) {
          throw new SmppError(
            `submit_sm refused: ${statusName(answer.command_status)}`,
            false,
            STATUS_NAMES.get(answer.command_status) ?? String(answer.command_status),
          );
        }
        return typeof answer.message_id === 'string' && answer.message_id !== '' ? answer.message_id : null;
      } finally {
        if (current) armIdle();
      }
    },
    close,
  };
}

/**
 * An SMS the log stands in for (no SMS_URL, outside production), as a short block a developer
 * reads in the terminal: to whom, and the text as the phone would show it.
 */
export function formatUnsentSms(sms: Pick<OutboxSms, 'destinataire' | 'texte'>): string {
  return [
    'SMS not sent (no SMS_URL), printed here instead:',
    `    To:   ${sms.destinataire}`,
    `    Text: ${sms.texte}`,
  ].join('\n');
}

export function logTransport(log: OutboxLogger): SmsTransport {
  return {
    async send(sms) {
      log.info({}, formatUnsentSms(sms));
      return null;
    },
    async close() {},
  };
}
