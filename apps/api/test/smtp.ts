// A real SMTP server on loopback for tests (the `smtp-server` package): it accepts every mail,
// keeps it with its envelope, decodes it enough to read the subject, text, HTML and links, and can
// simulate an outage (`down()`/`up()`) or a server that refuses recipients (`reject(550)`).
// createTestAppWithSmtp starts one with the app that mails to it.
import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestApp } from './build-app';

export interface ReceivedMail {
  /** Envelope sender and recipients (MAIL FROM / RCPT TO). */
  envelopeFrom: string | null;
  envelopeTo: string[];
  raw: string;
  /** Header names in lower case, values unfolded and with encoded words decoded. */
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the first mail (already received or to come) that matches. */
  waitForMail(predicate?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Simulates an outage: the port stops accepting connections (connection refused). */
  down(): Promise<void>;
  /** Ends the outage: listens again on the same port. */
  up(): Promise<void>;
  /** Refuses every recipient with this SMTP reply code (e.g. 550), or accepts again with null. */
  reject(responseCode: number | null): void;
  stop(): Promise<void>;
}

// ---------------------------------------------------------------------------------------------
// Just enough MIME: headers, multipart, quoted-printable, base64 and RFC 2047 encoded words.

function decodeQuotedPrintable(text: string): Buffer {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const c = soft[i]!;
    const hex = soft.slice(i + 1, i + 3);
    if (c === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(c, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(body: string, encoding: string | undefined, charset: string): string {
  const enc = (encoding ?? '7bit').toLowerCase();
  const bytes =
    enc === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : enc === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : Buffer.from(body, 'utf8');
  return new TextDecoder(charset || 'utf-8').decode(bytes);
}

export function decodeEncodedWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[QqBb]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, charset: string, kind: string, text: string) => {
      const bytes =
        kind.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : decodeQuotedPrintable(text.replace(/_/g, ' '));
      return new TextDecoder(charset.split('*')[0]).decode(bytes);
    });
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = decodeEncodedWords(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

const param = (header: string | undefined, name: string): string | undefined =>
  new RegExp(`${name}="?([^";]+)"?`, 'i').exec(header ?? '')?.[1];

function collectParts(raw: string, into: { text: string; html: string }): Record<string, string> {
  const { headers, body } = splitHeaders(raw);
  const type = (headers['content-type'] ?? 'text/plain').toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = param(headers['content-type'], 'boundary');
    if (boundary) {
      const parts = body.split(`--${boundary}`).slice(1);
      for (const part of parts) {
        if (part.startsWith('--')) break;
        collectParts(part.replace(/^\r?\n/, ''), into);
      }
    }
  } else if (type.startsWith('text/')) {
    const decoded = decodeBody(body, headers['content-transfer-encoding'], param(type, 'charset') ?? 'utf-8');
    if (type.startsWith('text/html')) into.html += decoded;
    else into.text += decoded;
  }
  return headers;
}

export function parseMail(
  raw: string,
  envelopeFrom: string | null = null,
  envelopeTo: string[] = [],
): ReceivedMail {
  const content = { text: '', html: '' };
  const headers = collectParts(raw, content);
  return { envelopeFrom, envelopeTo, raw, headers, subject: headers.subject ?? '', ...content };
}

const decodeHtmlEntities = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Every distinct http(s) URL in the text part and in the HTML part's href attributes. */
export function extractLinks(mail: Pick<ReceivedMail, 'text' | 'html'>): string[] {
  const fromText = mail.text.match(/https?:\/\/[^\s<>"']+/g) ?? [];
  const fromHtml = [...mail.html.matchAll(/href="(https?:\/\/[^"]+)"/g)].map((m) =>
    decodeHtmlEntities(m[1]!),
  );
  return [...new Set([...fromText, ...fromHtml])];
}

/** The first link whose path is `path` (e.g. '/verify-email'), as a URL, or undefined. */
export function findLink(mail: Pick<ReceivedMail, 'text' | 'html'>, path: string): URL | undefined {
  return extractLinks(mail)
    .map((link) => new URL(link))
    .find((url) => url.pathname === path);
}

// ---------------------------------------------------------------------------------------------

export async function startTestSmtpServer({ port = 0 }: { port?: number } = {}): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<{
    predicate: (mail: ReceivedMail) => boolean;
    resolve: (mail: ReceivedMail) => void;
  }>();
  let rejectCode: number | null = null;
  let server: SMTPServer | null = null;
  let boundPort = port;

  const receive = (mail: ReceivedMail) => {
    messages.push(mail);
    for (const waiter of waiters) {
      if (waiter.predicate(mail)) {
        waiters.delete(waiter);
        waiter.resolve(mail);
      }
    }
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        closeTimeout: 200,
        onRcptTo(_address, _session, callback) {
          if (rejectCode === null) return callback();
          const err = Object.assign(new Error('Destinataire refusé (test)'), { responseCode: rejectCode });
          callback(err);
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            const { mailFrom, rcptTo } = session.envelope;
            receive(
              parseMail(
                Buffer.concat(chunks).toString('utf8'),
                mailFrom ? mailFrom.address : null,
                rcptTo.map((r) => r.address),
              ),
            );
            callback();
          });
        },
      });
      smtp.on('error', () => {});
      smtp.server.once('error', reject);
      smtp.listen(boundPort, '127.0.0.1', () => {
        const address = smtp.server.address();
        if (address && typeof address === 'object') boundPort = address.port;
        server = smtp;
        resolve();
      });
    });

  const close = () =>
    new Promise<void>((resolve) => {
      const smtp = server;
      server = null;
      if (!smtp) return resolve();
      smtp.close(() => resolve());
    });

  await listen();

  return {
    get port() {
      return boundPort;
    },
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    messages,
    waitForMail(predicate = () => true, timeoutMs = 5000) {
      const found = messages.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise<ReceivedMail>((resolve, reject) => {
        const waiter = {
          predicate,
          resolve: (mail: ReceivedMail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no matching mail within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    down: close,
    async up() {
      if (!server) await listen();
    },
    reject(responseCode) {
      rejectCode = responseCode;
    },
    stop: close,
  };
}

/** The public address the mails' links start with in createTestAppWithSmtp. */
export const TEST_PUBLIC_URL = 'https://parcelles.exemple.cd';

export interface TestAppWithSmtp extends TestApp {
  smtp: TestSmtpServer;
}

/**
 * createTestApp sending its mail to such a server, its outbox read every 0.2 s so that a test waits
 * little for a mail; `close` stops both.
 */
export async function createTestAppWithSmtp(env: Record<string, string> = {}): Promise<TestAppWithSmtp> {
  const smtp = await startTestSmtpServer();
  let t: TestApp;
  try {
    t = await createTestApp({
      SMTP_URL: smtp.url,
      MAIL_POLL_SECONDS: '0.2',
      PUBLIC_URL: TEST_PUBLIC_URL,
      ...env,
    });
  } catch (err) {
    await smtp.stop();
    throw err;
  }
  return {
    ...t,
    smtp,
    async close() {
      try {
        await t.close();
      } finally {
        await smtp.stop();
      }
    },
  };
}
