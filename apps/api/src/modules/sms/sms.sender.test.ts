// The SMS outbox end to end: a real database (PGlite, or PostgreSQL with DATABASE_URL) and a real
// SMPP server on loopback (test/smpp.ts). Backoff is shrunk to milliseconds so retries are driven,
// not waited for; the outbox runs on the database's clock, so the test moves an SMS's next attempt
// into the past instead of sleeping.
import net from 'node:net';
import { eq, sql } from 'drizzle-orm';
import smpp from 'smpp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { smsOutbox } from '../../db/schema/index';
import { decodeGsm7 } from '../../lib/gsm7';
import type { OutboxLogger } from '../../lib/outbox-delivery';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { startTestSmppServer, type TestSmppServer } from '../../../test/smpp';
import { smsTemplates } from '../mail/sms.templates';
import { claimDueSms, findSms } from './sms.repository';
import { createSmsSender, type SmsSenderOptions } from './sms.sender';
import { createSmsQueue } from './sms.service';

const timePasses = (db: Database, id: string) =>
  db
    .update(smsOutbox)
    .set({ prochaineTentative: sql`now() - interval '1 second'` })
    .where(eq(smsOutbox.id, id));

interface LogEntry {
  level: 'info' | 'warn' | 'error';
  obj: object;
  msg: string;
}

function captureLog(): { log: OutboxLogger; entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const at = (level: LogEntry['level']) => (obj: object, msg: string) =>
    void entries.push({ level, obj, msg });
  return { entries, log: { info: at('info'), warn: at('warn'), error: at('error') } };
}

let testDb: TestDatabase;
let db: Database;
let smsc: TestSmppServer;
const queue = createSmsQueue({ enabled: true, kick: () => {} });
const senders: { stop(): Promise<void> }[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.database.db;
  smsc = await startTestSmppServer();
});

afterAll(async () => {
  await smsc?.stop();
  await testDb?.drop();
});

beforeEach(async () => {
  // Each test starts from an empty outbox, a healthy server and no session left open.
  await Promise.all(senders.splice(0).map((s) => s.stop()));
  await db.delete(smsOutbox);
  smsc.received.length = 0;
  smsc.refused.length = 0;
  smsc.commands.length = 0;
  smsc.silent(false);
  await smsc.up();
});

function sender(
  overrides: Partial<SmsSenderOptions> & { smpp?: SmsSenderOptions['config']['smpp'] | null } = {},
) {
  const { log, entries } = captureLog();
  const { smpp: account = smsc.account, ...options } = overrides;
  const smsSender = createSmsSender({
    db,
    log,
    config: { production: false, smpp: account ?? undefined, smsSender: 'MALAIKA', smsPollMs: 60_000 },
    retry: { backoffBaseMs: 1, backoffMaxMs: 1, maxAttempts: 10 },
    ...options,
  });
  senders.push(smsSender);
  return Object.assign(smsSender, { entries });
}

const buyer = { telephone: '0812345678', rappelsSms: true };
const reminder = (montantRestant = 1250) =>
  smsTemplates.rappelEcheance({
    numeroLot: 'A-12',
    reference: 'RES-7K4P2Q',
    echeance: 'Mensualité 2',
    montantRestant,
    dateEcheance: '2026-12-05',
    jour: false,
  });

async function queued(texte = reminder(), to = buyer): Promise<string> {
  expect(await db.transaction((tx) => queue.queue(tx, to, texte))).toBe(true);
  const [row] = await db
    .select()
    .from(smsOutbox)
    .orderBy(sql`${smsOutbox.createdAt} desc`)
    .limit(1);
  return row!.id;
}

describe('SMS outbox and SMPP sender', () => {
  it('queues in the caller’s transaction and submits one GSM-7 SMS, sent once', async () => {
    // A rolled-back transaction leaves no SMS behind.
    await expect(
      db.transaction(async (tx) => {
        await queue.queue(tx, buyer, 'Annulé');
        tx.rollback();
      }),
    ).rejects.toThrow();
    const id = await queued();

    const s = sender();
    expect(await s.sendDue()).toBe(1);
    expect(smsc.received).toHaveLength(1);
    const sms = smsc.received[0]!;
    const expected =
      'Cité Malaika: Mensualité 2 du lot A-12, 1 250 $US à payer le 05/12/2026. Payez avec la référence RES-7K4P2Q.';
    expect(sms).toMatchObject({
      systemId: 'parcelles',
      // The sender id, alphanumeric (TON 5); the buyer's national number in international form (TON 1, NPI 1).
      sourceAddr: 'MALAIKA',
      sourceAddrTon: 5,
      sourceAddrNpi: 0,
      destinationAddr: '243812345678',
      destAddrTon: 1,
      destAddrNpi: 1,
      // The GSM 03.38 default alphabet.
      dataCoding: 0,
      registeredDelivery: 0,
      text: expected,
    });
    // The octets themselves: one septet each, é (0x05) and à (0x7F) as the alphabet has them.
    expect(decodeGsm7(sms.octets)).toBe(expected);
    expect(sms.octets.length).toBe(expected.length);
    expect(sms.octets.every((octet) => octet < 0x80)).toBe(true);
    expect(sms.octets[expected.indexOf('é')]).toBe(0x05);
    expect(sms.octets[expected.indexOf('à')]).toBe(0x7f);

    const row = await findSms(db, id);
    expect(row).toMatchObject({
      statut: 'ENVOYE',
      tentatives: 1,
      derniereErreur: null,
      destinataire: '+243812345678',
      identifiantSmsc: sms.messageId,
    });
    expect(row?.envoyeLe).toBeInstanceOf(Date);
    expect(await s.sendDue()).toBe(0);
    expect(smsc.received).toHaveLength(1);
  });

  it('never loses an accent silently: what is not in GSM-7 is transliterated, € costs two septets', async () => {
    await queued('Fenêtre « œuvre » – coût 5 € à régler aujourd’hui');
    expect(await sender().sendDue()).toBe(1);
    const sms = smsc.received[0]!;
    const expected = 'Fenetre " oeuvre " - cout 5 € à régler aujourd\'hui';
    expect(sms.text).toBe(expected);
    expect(decodeGsm7(sms.octets)).toBe(expected);
    // '€' is the escape 0x1B and 0x65.
    const euro = [...sms.octets].indexOf(0x1b);
    expect([sms.octets[euro], sms.octets[euro + 1]]).toEqual([0x1b, 0x65]);
    expect(sms.octets.length).toBe(expected.length + 1);
  });

  it('retries a submit the SMSC refuses (ESME_RTHROTTLED) and delivers it once', async () => {
    smsc.refuseNext(smpp.ESME_RTHROTTLED);
    const id = await queued();
    const s = sender({ retry: { backoffBaseMs: 1000, backoffMaxMs: 1000, maxAttempts: 10 } });

    expect(await s.sendDue()).toBe(0);
    expect(smsc.refused).toEqual([0x58]);
    expect(smsc.received).toHaveLength(0);
    const waiting = await findSms(db, id);
    expect(waiting).toMatchObject({ statut: 'EN_ATTENTE', tentatives: 1 });
    expect(waiting?.derniereErreur).toBe('submit_sm refused: ESME_RTHROTTLED (0x58)');
    expect(s.entries.find((e) => e.level === 'warn')?.msg).toMatch(/refused by the SMSC, will retry/);
    // Context, never the text.
    expect(JSON.stringify(s.entries)).not.toContain('RES-7K4P2Q');

    expect(await s.sendDue()).toBe(0); // not due yet: the backoff holds it for 1 s
    await timePasses(db, id);
    expect(await s.sendDue()).toBe(1);
    expect(smsc.received).toHaveLength(1);
    expect(smsc.received[0]!.destinationAddr).toBe('243812345678');
    expect(await findSms(db, id)).toMatchObject({ statut: 'ENVOYE', tentatives: 2, derniereErreur: null });
    await timePasses(db, id);
    expect(await s.sendDue()).toBe(0);
    expect(smsc.received).toHaveLength(1);
    // One session, bound once, for both attempts.
    expect(smsc.commands).toEqual(['bind_transmitter']);
  });

  it('marks an SMS the SMSC keeps refusing ECHEC after the last attempt', async () => {
    smsc.refuseNext(smpp.ESME_RSYSERR, 3);
    const id = await queued();
    const s = sender({ retry: { backoffBaseMs: 1, backoffMaxMs: 1, maxAttempts: 3 } });
    for (let i = 0; i < 3; i++) {
      expect(await s.sendDue()).toBe(0);
      await timePasses(db, id);
    }
    expect(await findSms(db, id)).toMatchObject({
      statut: 'ECHEC',
      tentatives: 3,
      derniereErreur: 'submit_sm refused: ESME_RSYSERR (0x08)',
    });
    expect(s.entries.at(-1)).toMatchObject({ level: 'error', msg: expect.stringMatching(/ECHEC/) });
    expect(await s.sendDue()).toBe(0);
    expect(smsc.received).toHaveLength(0);
  });

  it('keeps SMS queued while the SMSC is down, never giving up, and sends them once it is back', async () => {
    await smsc.down();
    const id = await queued();
    const s = sender({ retry: { backoffBaseMs: 1, backoffMaxMs: 1, maxAttempts: 2 } });
    for (let i = 0; i < 3; i++) {
      expect(await s.sendDue()).toBe(0);
      await timePasses(db, id);
    }
    const waiting = await findSms(db, id);
    expect(waiting).toMatchObject({ statut: 'EN_ATTENTE', tentatives: 3 });
    expect(waiting?.derniereErreur).toMatch(/ECONNREFUSED/);
    expect(s.entries.find((e) => e.level === 'error')?.msg).toMatch(/SMSC unavailable, SMS stay queued/);

    await smsc.up();
    expect(await s.sendDue()).toBe(1);
    expect(smsc.received).toHaveLength(1);
  });

  it('finds a session the SMSC dropped dead before sending on it, and opens another', async () => {
    // Checked before every SMS here (by default, once it has been quiet 5 s).
    const s = sender({ smppCheckMs: 0 });
    await queued();
    expect(await s.sendDue()).toBe(1);
    // The SMSC restarts: the session is gone; the next SMS opens another.
    await smsc.down();
    await smsc.up();
    await queued(reminder(300));
    expect(await s.sendDue()).toBe(1);
    expect(smsc.received.map((m) => m.text)).toEqual([
      expect.stringContaining('1 250 $US'),
      expect.stringContaining('300 $US'),
    ]);
    expect(smsc.commands).toEqual(['bind_transmitter', 'bind_transmitter']);
  });

  it('treats a refused bind (wrong password) as the SMSC unavailable, never the SMS’s fault', async () => {
    const id = await queued();
    const s = sender({ smpp: { ...smsc.account, password: 'faux' } });
    expect(await s.sendDue()).toBe(0);
    const row = await findSms(db, id);
    expect(row).toMatchObject({ statut: 'EN_ATTENTE', tentatives: 1 });
    expect(row?.derniereErreur).toContain('bind refused: ESME_RINVPASWD (0x0e)');
    // The password is never written anywhere.
    expect(JSON.stringify(s.entries)).not.toContain('faux');
    expect(row?.derniereErreur).not.toContain('faux');
  });

  it('does not hang on an SMSC that accepts connections but never answers', async () => {
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as net.AddressInfo).port;
    try {
      const id = await queued();
      const s = sender({ smpp: { ...smsc.account, port }, smppTimeoutMs: 200 });
      const started = Date.now();
      expect(await s.sendDue()).toBe(0);
      expect(Date.now() - started).toBeLessThan(5000);
      expect((await findSms(db, id))?.derniereErreur).toMatch(/no answer to the bind within 200 ms/);
    } finally {
      silent.close();
    }
  });

  it('gives up waiting on a submit the SMSC never answers, and sends it again later', async () => {
    smsc.silent(true);
    const id = await queued();
    const s = sender({ smppTimeoutMs: 300 });
    expect(await s.sendDue()).toBe(0);
    expect((await findSms(db, id))?.derniereErreur).toMatch(/no answer to submit_sm within 300 ms/);
    smsc.silent(false);
    await timePasses(db, id);
    expect(await s.sendDue()).toBe(1);
    expect(await findSms(db, id)).toMatchObject({ statut: 'ENVOYE', tentatives: 2 });
  });

  it('sends each SMS exactly once with two senders on one database', async () => {
    for (let i = 0; i < 12; i++) await queued(reminder(100 + i));
    const a = sender({ batchSize: 3 });
    const b = sender({ batchSize: 3 });
    const drain = async (s: typeof a) => {
      let total = 0;
      for (let sent = await s.sendDue(); sent > 0; sent = await s.sendDue()) total += sent;
      return total;
    };
    const [byA, byB] = await Promise.all([drain(a), drain(b)]);
    expect(byA + byB).toBe(12);
    const amounts = smsc.received.map((m) => /(\d+) \$US/.exec(m.text)?.[1]).sort();
    expect(amounts).toEqual(Array.from({ length: 12 }, (_, i) => String(100 + i)).sort());
    const rows = await db.select().from(smsOutbox);
    expect(rows.every((r) => r.statut === 'ENVOYE' && r.tentatives === 1)).toBe(true);
  });

  it('retries an SMS whose sender died after claiming it, once its lease has run out', async () => {
    const id = await queued();
    expect(await claimDueSms(db, { limit: 10, leaseMs: 500 })).toHaveLength(1);
    expect(await claimDueSms(db, { limit: 10, leaseMs: 500 })).toHaveLength(0);
    const s = sender();
    expect(await s.sendDue()).toBe(0);
    await timePasses(db, id);
    expect(await s.sendDue()).toBe(1);
    expect(await findSms(db, id)).toMatchObject({ statut: 'ENVOYE', tentatives: 2 });
  });

  it('closes its session on stop (unbind), and when it has been quiet a while', async () => {
    const s = sender();
    await queued();
    expect(await s.sendDue()).toBe(1);
    await s.stop();
    expect(smsc.commands).toEqual(['bind_transmitter', 'unbind']);

    const quiet = sender({ smppIdleMs: 50 });
    await queued();
    expect(await quiet.sendDue()).toBe(1);
    await expect.poll(() => smsc.commands.length, { timeout: 2000 }).toBe(4);
    expect(smsc.commands.slice(2)).toEqual(['bind_transmitter', 'unbind']);
  });

  it('without SMS_URL outside production, prints the SMS to the log and marks it sent', async () => {
    const id = await queued();
    const s = sender({ smpp: null });
    expect(await s.sendDue()).toBe(1);
    const entry = s.entries.find((e) => e.level === 'info');
    expect(entry?.obj).toEqual({});
    expect(entry?.msg.split('\n')).toEqual([
      'SMS not sent (no SMS_URL), printed here instead:',
      '    To:   +243812345678',
      '    Text: Cité Malaika: Mensualité 2 du lot A-12, 1 250 $US à payer le 05/12/2026. Payez avec la référence RES-7K4P2Q.',
    ]);
    expect(await findSms(db, id)).toMatchObject({ statut: 'ENVOYE' });
    expect(smsc.received).toHaveLength(0);
  });

  it('queues nothing for a buyer without a phone, who turned SMS off, or in production without SMS_URL', async () => {
    await db.transaction(async (tx) => {
      expect(await queue.queue(tx, { telephone: null, rappelsSms: true }, reminder())).toBe(false);
      expect(await queue.queue(tx, { telephone: '12', rappelsSms: true }, reminder())).toBe(false);
      expect(await queue.queue(tx, { telephone: '0812345678', rappelsSms: false }, reminder())).toBe(false);
      const off = createSmsQueue({ enabled: false, kick: () => {} });
      expect(await off.queue(tx, buyer, reminder())).toBe(false);
    });
    expect(await db.select().from(smsOutbox)).toHaveLength(0);
    // A production sender without an SMSC says so once and sends nothing.
    const s = sender({ smpp: null, config: { production: true, smsSender: 'MALAIKA', smsPollMs: 60_000 } });
    expect(await s.sendDue()).toBe(0);
    expect(await s.sendDue()).toBe(0);
    expect(s.entries).toEqual([{ level: 'warn', obj: {}, msg: expect.stringMatching(/SMS_URL is not set/) }]);
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
