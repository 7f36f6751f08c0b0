// Reads the mails captured by the SMTP server of global-setup.ts.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

export interface CapturedMail {
  to: string;
  subject: string;
  /** The decoded text of every part, where links are looked for. */
  text: string;
}

/** Quoted-printable: soft line breaks go, `=XX` become bytes (UTF-8 once joined). */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** `=?UTF-8?Q?…?=` and `=?UTF-8?B?…?=` words of a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([QB])\?([^?]*)\?=/gi, (_match, encoding: string, word: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(word, 'base64').toString('utf8')
        : decodeQuotedPrintable(word.replace(/_/g, ' ')),
    );
}

function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  // Folded headers continue on lines starting with white space.
  const match = new RegExp(`^${name}:(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head);
  return decodeHeader((match?.[1] ?? '').replace(/\r?\n[ \t]+/g, ' ').trim());
}

/** Every MIME part's body, decoded by its transfer encoding. */
function decodedText(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts
    .map((part) => {
      const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
      const body = rest.join('\n\n');
      const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
      if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
      return body;
    })
    .join('\n');
}

async function readMails(dir: string): Promise<CapturedMail[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(path.join(dir, file), 'utf8');
      return { to: header(raw, 'To'), subject: header(raw, 'Subject'), text: decodedText(raw) };
    }),
  );
}

/**
 * Waits for the latest mail to `to` whose subject contains `subjectPart` (the outbox sends within
 * a fraction of a second; this allows for a busy machine).
 */
export async function waitForMail(
  to: string,
  subjectPart: string,
  timeoutMs = 20_000,
): Promise<CapturedMail> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is set by playwright.config.ts');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await readMails(dir))
      .reverse()
      .find((m) => m.subject.includes(subjectPart) && m.to.toLowerCase().includes(to.toLowerCase()));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail "${subjectPart}" to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The path and query of the first link of the mail to `page` ('/verify-email', '/reset-password'). */
export function linkIn(
  mail: CapturedMail,
  page: '/verify-email' | '/reset-password' | '/invitation',
): string {
  const match = new RegExp(`https?://[^\\s"'<>]+(${page}\\?token=[^\\s"'<>&]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`No ${page} link in the mail "${mail.subject}"`);
  return match[1];
}
