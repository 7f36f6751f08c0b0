// Playwright global setup: a real SMTP server on loopback that the app under test sends its mails
// to (SMTP_URL in playwright.config.ts). Each message received is written, raw, to a file of
// E2E_MAIL_DIR, where mail.ts finds it.
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export const smtpPort = () => Number(process.env.E2E_SMTP_PORT ?? 2526);

export default async function globalSetup(): Promise<() => Promise<void>> {
  const mailDir = process.env.E2E_MAIL_DIR;
  if (!mailDir) throw new Error('E2E_MAIL_DIR is set by playwright.config.ts');

  const server = new SMTPServer({
    // Loopback only, for tests: no TLS, no login.
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        // Written under a temporary name then renamed would be safer for huge mails; these are small.
        writeFile(path.join(mailDir, `${Date.now()}-${randomUUID()}.eml`), Buffer.concat(chunks)).then(
          () => callback(),
          callback,
        );
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(smtpPort(), '127.0.0.1', () => resolve());
  });

  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
