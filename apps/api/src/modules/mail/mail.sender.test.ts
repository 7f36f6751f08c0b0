// The outbox end to end: a real database (PGlite, or PostgreSQL with DATABASE_URL) and a real SMTP
// server on loopback. Backoff is shrunk to milliseconds so retries are driven, not waited for.
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { emailOutbox } from '../../db/schema/index';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { findLink, startTestSmtpServer, type TestSmtpServer } from '../../../test/smtp';
import { claimDueMails, findMail } from './mail.repository';
import { createMailSender, type MailLogger, type MailSenderOptions } from './mail.sender';
import { createMailer } from './mail.service';

/**
 * The outbox runs on the database's clock (so instances agree): instead of sleeping through a
 * backoff or a lease, the test moves the mail's next attempt into the past.
 */
const timePasses = (db: Database, id: string) =>
  db
    .update(emailOutbox)
    .set({ prochaineTentative: sql`now() - interval '1 second'` })
    .where(eq(emailOutbox.id, id));

/** A minute and a second pass on the database's clock: every lease taken before now has run out. */
const aMinutePasses = () =>
  db
    .update(emailOutbox)
    .set({ prochaineTentative: sql`${emailOutbox.prochaineTentative} - interval '61 seconds'` })
    .where(eq(emailOutbox.statut, 'EN_ATTENTE'));

const MAIL_FROM = '"Parcelles — Cité Malaika" <no-reply@cite-malaika.cd>';
const PUBLIC_URL = 'https://parcelles.exemple.cd';
const mailer = createMailer({ publicUrl: PUBLIC_URL });

interface LogEntry {
  level: 'info' | 'warn' | 'error';
  obj: object;
  msg: string;
}

function captureLog(): { log: MailLogger; entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const at = (level: LogEntry['level']) => (obj: object, msg: string) =>
    void entries.push({ level, obj, msg });
  return { entries, log: { info: at('info'), warn: at('warn'), error: at('error') } };
}

let testDb: TestDatabase;
let db: Database;
let smtp: TestSmtpServer;
let n = 0;
const address = () => `acheteur-${++n}@exemple.cd`;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.database.db;
  smtp = await startTestSmtpServer();
});

afterAll(async () => {
  await smtp?.stop();
  await testDb?.drop();
});

beforeEach(async () => {
  // Each test starts from an empty outbox and a healthy server.
  await db.delete(emailOutbox);
  smtp.messages.length = 0;
  smtp.reject(null);
  await smtp.up();
});

function sender(overrides: Partial<MailSenderOptions> & { smtpUrl?: string | undefined } = {}) {
  const { log, entries } = captureLog();
  const { smtpUrl = smtp.url, ...options } = overrides;
  const mailSender = createMailSender({
    db,
    log,
    config: { production: false, smtpUrl, mailFrom: MAIL_FROM, mailPollMs: 60_000 },
    retry: { backoffBaseMs: 1, backoffMaxMs: 1, maxAttempts: 10 },
    ...options,
  });
  return Object.assign(mailSender, { entries });
}

const verification = (to: string, nom = "Élodie N'Sele", token = 'jeton-de-test') =>
  mailer.queue(db, to, 'verification', { nom, token });

/**
 * The database as an instance sees it that is killed the moment the SMTP server has accepted a
 * mail: it sent the mail, but every statement after that (marking it sent) never happens.
 */
function diesOnceSmtpAccepts(): Database {
  const before = smtp.messages.length;
  return new Proxy(db, {
    get(target, property) {
      if (smtp.messages.length > before) throw new Error('instance arrêtée');
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

describe('mail outbox and sender', () => {
  it('queues in the caller’s transaction and delivers over SMTP with a working link', async () => {
    const to = address();
    // A rolled-back transaction leaves no mail behind.
    await expect(
      db.transaction(async (tx) => {
        await mailer.queue(tx, to, 'verification', { nom: 'Annulé', token: 'x' });
        tx.rollback();
      }),
    ).rejects.toThrow();
    const { id } = await db.transaction((tx) =>
      mailer.queue(tx, to, 'verification', { nom: "Élodie N'Sele", token: 'jeton+123' }),
    );

    const s = sender();
    expect(await s.sendDue()).toBe(1);
    const mail = await smtp.waitForMail((m) => m.envelopeTo.includes(to));
    expect(mail.envelopeTo).toEqual([to]);
    expect(mail.envelopeFrom).toBe('no-reply@cite-malaika.cd');
    expect(mail.headers.from).toBe('Parcelles — Cité Malaika <no-reply@cite-malaika.cd>');
    expect(mail.headers.to).toBe(to);
    expect(mail.headers['message-id']).toBe(`<${id}@cite-malaika.cd>`);
    expect(mail.subject).toBe('Confirmez votre adresse email — Parcelles');
    expect(mail.text).toContain("Bonjour Élodie N'Sele,");
    expect(mail.html).toContain('Bonjour Élodie N&#39;Sele,');
    const link = findLink(mail, '/verify-email');
    expect(link?.origin).toBe(PUBLIC_URL);
    expect(link?.searchParams.get('token')).toBe('jeton+123');

    const row = await findMail(db, id);
    expect(row).toMatchObject({
      statut: 'ENVOYE',
      tentatives: 1,
      derniereErreur: null,
      messageId: `<${id}@cite-malaika.cd>`,
    });
    expect(row?.envoyeLe).toBeInstanceOf(Date);
    expect(await s.sendDue()).toBe(0);
    expect(smtp.messages).toHaveLength(1);
  });

  it('keeps a mail queued while SMTP is down and delivers it once the server is back', async () => {
    await smtp.down();
    const to = address();
    const { id } = await verification(to);
    const s = sender({ retry: { backoffBaseMs: 1000 } });

    expect(await s.sendDue()).toBe(0);
    const waiting = await findMail(db, id);
    expect(waiting).toMatchObject({ statut: 'EN_ATTENTE', tentatives: 1 });
    expect(waiting?.derniereErreur).toMatch(/ECONNECTION|ESOCKET|ECONNREFUSED/);
    const error = s.entries.find((e) => e.level === 'error');
    expect(error?.msg).toMatch(/unavailable/);
    // Context, never the mail itself.
    expect(JSON.stringify(s.entries)).not.toContain('Bonjour');

    await smtp.up();
    expect(await s.sendDue()).toBe(0); // not due yet: the backoff holds it for 1 s
    await timePasses(db, id);
    expect(await s.sendDue()).toBe(1);
    const mail = await smtp.waitForMail((m) => m.envelopeTo.includes(to));
    expect(findLink(mail, '/verify-email')?.searchParams.get('token')).toBe('jeton-de-test');
    expect(await findMail(db, id)).toMatchObject({ statut: 'ENVOYE', tentatives: 2 });
    expect(smtp.messages).toHaveLength(1);
  });

  it('never gives up on a mail because of an outage', async () => {
    await smtp.down();
    const to = address();
    const { id } = await verification(to);
    const s = sender({ retry: { backoffBaseMs: 1, backoffMaxMs: 1, maxAttempts: 2 } });
    for (let i = 0; i < 4; i++) {
      expect(await s.sendDue()).toBe(0);
      await timePasses(db, id);
    }
    expect(await findMail(db, id)).toMatchObject({ statut: 'EN_ATTENTE', tentatives: 4 });
    await smtp.up();
    expect(await s.sendDue()).toBe(1);
    await smtp.waitForMail((m) => m.envelopeTo.includes(to));
  });

  it('does not hang on a server that accepts connections but never answers', async () => {
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as net.AddressInfo).port;
    try {
      const { id } = await verification(address());
      const s = sender({ smtpUrl: `smtp://127.0.0.1:${port}`, smtpTimeoutMs: 200 });
      const started = Date.now();
      expect(await s.sendDue()).toBe(0);
      expect(Date.now() - started).toBeLessThan(5000);
      const row = await findMail(db, id);
      expect(row).toMatchObject({ statut: 'EN_ATTENTE', tentatives: 1 });
      expect(row?.derniereErreur).toMatch(/ETIMEDOUT|ECONNECTION|ESOCKET|timeout/i);
      await s.stop();
    } finally {
      silent.close();
    }
  });

  it('marks a mail the server keeps refusing ECHEC after the last attempt', async () => {
    smtp.reject(550);
    const { id } = await verification(address());
    const s = sender({ retry: { backoffBaseMs: 1, backoffMaxMs: 1, maxAttempts: 3 } });
    for (let i = 0; i < 3; i++) {
      expect(await s.sendDue()).toBe(0);
      await timePasses(db, id);
    }
    const row = await findMail(db, id);
    // Abandoned, it keeps who, what and why, but not its body and link (issue 27).
    expect(row).toMatchObject({ statut: 'ECHEC', tentatives: 3, texte: '', html: '' });
    expect(row?.sujet).toBe('Confirmez votre adresse email — Parcelles');
    expect(row?.derniereErreur).toContain('550');
    expect(s.entries.filter((e) => e.level === 'warn')).toHaveLength(2);
    expect(s.entries.filter((e) => e.level === 'error')).toHaveLength(1);
    expect(s.entries.at(-1)?.msg).toMatch(/ECHEC/);

    smtp.reject(null);
    expect(await s.sendDue()).toBe(0);
    expect(await findMail(db, id)).toMatchObject({ statut: 'ECHEC', tentatives: 3 });
    expect(smtp.messages).toHaveLength(0);
  });

  it('delivers each mail exactly once with two senders on one database', async () => {
    const recipients = Array.from({ length: 25 }, address);
    for (const to of recipients) await verification(to);
    const a = sender({ batchSize: 3 });
    const b = sender({ batchSize: 3 });
    const drain = async (s: typeof a) => {
      let total = 0;
      for (let sent = await s.sendDue(); sent > 0; sent = await s.sendDue()) total += sent;
      return total;
    };
    const [byA, byB] = await Promise.all([drain(a), drain(b)]);
    expect(byA + byB).toBe(25);
    expect(smtp.messages.map((m) => m.envelopeTo[0]).sort()).toEqual([...recipients].sort());
    const rows = await db.select().from(emailOutbox);
    expect(rows.every((r) => r.statut === 'ENVOYE' && r.tentatives === 1)).toBe(true);
  });

  it('retries a claimed mail whose sender died, once its lease has run out', async () => {
    const to = address();
    const { id } = await verification(to);
    // An instance claims the mail and crashes before sending it.
    const claim = { limit: 10, leaseMs: 500, messageIdDomain: 'cite-malaika.cd' };
    expect(await claimDueMails(db, claim)).toHaveLength(1);
    expect(await claimDueMails(db, claim)).toHaveLength(0);
    const s = sender();
    expect(await s.sendDue()).toBe(0);
    await timePasses(db, id);
    expect(await s.sendDue()).toBe(1);
    await smtp.waitForMail((m) => m.envelopeTo.includes(to));
    expect(await findMail(db, id)).toMatchObject({ statut: 'ENVOYE', tentatives: 2 });
  });

  it('gives back the mails a slow pass could not send before half its lease', async () => {
    for (let i = 0; i < 3; i++) await verification(address());
    // A lease of 0 ms: the deadline has passed as soon as the first mail of the batch is sent.
    const s = sender({ leaseMs: 0, batchSize: 3 });
    expect(await s.sendDue()).toBe(1);
    const rows = await db.select().from(emailOutbox);
    expect(rows.filter((r) => r.statut === 'ENVOYE')).toHaveLength(1);
    expect(rows.filter((r) => r.statut === 'EN_ATTENTE' && r.tentatives === 0)).toHaveLength(2);
    expect(await sender().sendDue()).toBe(2);
  });

  it('without SMTP_URL in development, prints the mail and its link to the log and marks it sent', async () => {
    const to = address();
    const { id } = await mailer.queue(db, to, 'reinitialisation', { nom: 'Kabongo', token: 'r3set' });
    const s = sender({
      smtpUrl: undefined,
      config: { production: false, mailFrom: MAIL_FROM, mailPollMs: 60_000 },
    });
    expect(await s.sendDue()).toBe(1);
    const entry = s.entries.find((e) => e.level === 'info');
    expect(entry?.obj).toEqual({});
    // A short block to read in the terminal: who, the subject and the link, one a line.
    expect(entry?.msg.split('\n')).toEqual([
      'e-mail not sent (no SMTP_URL), printed here instead:',
      `    To:      ${to}`,
      '    Subject: Réinitialisation de votre mot de passe — Parcelles',
      `    Link:    ${PUBLIC_URL}/reset-password?token=r3set`,
    ]);
    expect(JSON.stringify(s.entries)).not.toContain('Bonjour');
    // Nothing left the machine: the outbox keeps the whole mail for the developer to read.
    const row = await findMail(db, id);
    expect(row).toMatchObject({ statut: 'ENVOYE' });
    expect(row?.texte).toContain(`${PUBLIC_URL}/reset-password?token=r3set`);
    expect(smtp.messages).toHaveLength(0);
  });

  it('in production without SMTP_URL, keeps mails queued and warns once', async () => {
    const { id } = await verification(address());
    const s = sender({
      config: { production: true, mailFrom: MAIL_FROM, mailPollMs: 60_000 },
    });
    expect(await s.sendDue()).toBe(0);
    expect(await s.sendDue()).toBe(0);
    expect(s.entries).toHaveLength(1);
    expect(s.entries[0]).toMatchObject({ level: 'warn', msg: expect.stringMatching(/SMTP_URL/) });
    expect(await findMail(db, id)).toMatchObject({ statut: 'EN_ATTENTE', tentatives: 0 });
  });

  it('sends at once on kick() and on its own every mailPollMs; stop() waits for the pass', async () => {
    const kicked = sender();
    kicked.start();
    const first = address();
    await verification(first);
    for (let i = 0; i < 5; i++) kicked.kick();
    await smtp.waitForMail((m) => m.envelopeTo.includes(first), 2000);
    await kicked.stop();

    const polling = sender({
      config: { production: false, smtpUrl: smtp.url, mailFrom: MAIL_FROM, mailPollMs: 50 },
    });
    polling.start();
    const second = address();
    await verification(second);
    await smtp.waitForMail((m) => m.envelopeTo.includes(second), 2000);
    const inFlight = polling.sendDue();
    await polling.stop();
    await expect(inFlight).resolves.toBe(0);
    expect(smtp.messages).toHaveLength(2);
  });

  it('keeps no link in the outbox once a mail is sent: its body is blanked as it is marked sent', async () => {
    const to = address();
    const token = `jeton-${randomUUID()}`;
    const { id } = await verification(to, 'Kalenga', token);
    expect((await findMail(db, id))?.texte).toContain(token);

    expect(await sender().sendDue()).toBe(1);
    const mail = await smtp.waitForMail((m) => m.envelopeTo.includes(to));
    expect(findLink(mail, '/verify-email')?.searchParams.get('token')).toBe(token);

    const row = await findMail(db, id);
    expect(row).toMatchObject({
      statut: 'ENVOYE',
      destinataire: to,
      sujet: 'Confirmez votre adresse email — Parcelles',
      texte: '',
      html: '',
    });
    expect(row?.envoyeLe).toBeInstanceOf(Date);
    // Nowhere in the table, in any column of any row.
    const table = await db.select({ line: sql<string>`${emailOutbox}::text` }).from(emailOutbox);
    expect(table).toHaveLength(1);
    expect(table[0]!.line).toContain(to);
    expect(table[0]!.line).not.toContain(token);
  });

  it('sends a mail again after a crash with the Message-ID it was first sent with', async () => {
    const to = address();
    const { id } = await verification(to);
    // The instance sends the mail and dies before it can mark it sent.
    const dying = sender({ db: diesOnceSmtpAccepts() });
    expect(await dying.sendDue()).toBe(0);
    const first = await smtp.waitForMail((m) => m.envelopeTo.includes(to));
    expect(dying.entries.at(-1)).toMatchObject({ level: 'error', msg: expect.stringMatching(/pass failed/) });
    expect(await findMail(db, id)).toMatchObject({ statut: 'EN_ATTENTE', tentatives: 1 });

    // Another instance, started after MAIL_FROM changed, sends it again once the lease has run out.
    await timePasses(db, id);
    const other = sender({
      config: {
        production: false,
        smtpUrl: smtp.url,
        mailFrom: 'Parcelles <ne-pas-repondre@parcelles.cd>',
        mailPollMs: 60_000,
      },
    });
    expect(await other.sendDue()).toBe(1);
    const copies = smtp.messages.filter((m) => m.envelopeTo.includes(to));
    expect(copies).toHaveLength(2);
    // The same message to the receiver, which keeps one: the Message-ID the row was first sent with.
    expect(first.headers['message-id']).toBe(`<${id}@cite-malaika.cd>`);
    expect(copies[1]!.headers['message-id']).toBe(first.headers['message-id']);
    const row = await findMail(db, id);
    expect(row).toMatchObject({ statut: 'ENVOYE', tentatives: 2, messageId: first.headers['message-id'] });
  });

  it('holds only the mail in flight when its sender dies, and for a minute at most', async () => {
    const recipients = [address(), address(), address()];
    for (const to of recipients) await verification(to);
    const dying = sender({ db: diesOnceSmtpAccepts() });
    expect(await dying.sendDue()).toBe(0);
    expect(smtp.messages).toHaveLength(1);
    const [inFlight] = await db.select().from(emailOutbox).where(eq(emailOutbox.tentatives, 1));
    expect(inFlight?.destinataire).toBe(recipients[0]);

    // The other mails were never claimed: another instance sends them at once.
    const other = sender();
    expect(await other.sendDue()).toBe(2);
    // The one in flight is held by its lease, which ends within the minute.
    expect(inFlight!.statut).toBe('EN_ATTENTE');
    const heldForMs = inFlight!.prochaineTentative.getTime() - Date.now();
    expect(heldForMs).toBeGreaterThan(0);
    expect(heldForMs).toBeLessThanOrEqual(60_000);
    expect(await other.sendDue()).toBe(0);

    await aMinutePasses();
    expect(await other.sendDue()).toBe(1);
    expect(smtp.messages.map((m) => m.envelopeTo[0])).toEqual([
      recipients[0],
      ...recipients.slice(1),
      recipients[0],
    ]);
    const rows = await db.select().from(emailOutbox);
    expect(rows.every((r) => r.statut === 'ENVOYE')).toBe(true);
  });

  it('never throws out of a pass, even when the database fails', async () => {
    const broken = new Proxy(db, {
      get() {
        throw new Error('connexion perdue');
      },
    });
    const s = sender({ db: broken });
    await expect(s.sendDue()).resolves.toBe(0);
    expect(s.entries[0]).toMatchObject({ level: 'error', msg: expect.stringMatching(/outbox pass failed/) });
  });
});
